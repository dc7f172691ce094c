package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/anna-chess/anna/audio"
	"github.com/anna-chess/anna/internal/wavfile"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/speech/clips"
)

// BenchmarkWordsPerSecond reports how many printed words a second anna
// says at each --rate, over the lines of a short game (moves, check, the
// clock, help), and how long the time-stretch takes per second of speech.
// It also reports how many of the words a recogniser made of the clips
// themselves (hear.Decoder, as TestTapeAtRate3 uses it) hears right at
// that rate: words heard minus those missed, put in or heard wrong (edit
// distance), in percent of the words said. (At 1, 2.5 and 4, the words
// it missed were "to" heard as "two" and "two" as "to": espeak-ng says
// them alike.)
func BenchmarkWordsPerSecond(b *testing.B) {
	sess, _ := session.New(session.Config{})
	var outs []session.Output
	outs = append(outs, sess.Start()...)
	for _, l := range strings.Split("e4\ne5\nNf3\nNc6\nBb5\na6\nBxc6\ndxc6\nlast\nmoves\nhelp", "\n") {
		outs = append(outs, sess.Handle(l)...)
	}
	bank := clips.NewBank()
	var pcms [][]byte
	var spoken [][]string // each line's clips of words
	said := map[string]speech.Phrase{}
	words := 0
	for _, o := range outs {
		for _, p := range o.In(sess.Book()) {
			pcms = append(pcms, bank.Render(p))
			spoken = append(spoken, wordClips(p.Clips()))
			said[p.Text()] = p
			words += len(strings.Fields(p.Text()))
		}
	}
	dec, _ := tapeDecoder(b, said)
	for _, rate := range []float64{0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4} {
		b.Run(fmt.Sprint(rate), func(b *testing.B) {
			var seconds float64
			for b.Loop() {
				seconds = 0
				for _, pcm := range pcms {
					seconds += wavfile.Duration(len(audio.AtRate(pcm, rate)))
				}
			}
			b.ReportMetric(float64(words)/seconds, "words/s")
			b.ReportMetric(60*float64(words)/seconds, "words/min")
			if testing.Short() && rate != 3 {
				return // the quick form hears rate 3 alone
			}
			said, wrong := 0, 0
			for i, pcm := range pcms {
				heard := dec.Decode(samples(audio.AtRate(pcm, rate)), rate)
				said += len(spoken[i])
				wrong += editDistance(heard, spoken[i])
			}
			b.ReportMetric(100*float64(said-wrong)/float64(said), "heard-%")
		})
	}
}

// editDistance is how many words must be put in, left out or changed to
// make a into b.
func editDistance(a, b []string) int {
	row := make([]int, len(b)+1)
	for j := range row {
		row[j] = j
	}
	for i := range a {
		diag := row[0]
		row[0] = i + 1
		for j := range b {
			cost := 1
			if a[i] == b[j] {
				cost = 0
			}
			diag, row[j+1] = row[j+1], min(row[j+1]+1, row[j]+1, diag+cost)
		}
	}
	return row[len(b)]
}
