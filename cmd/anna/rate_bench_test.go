package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/anna-chess/anna/audio"
	"github.com/anna-chess/anna/internal/wavfile"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech/clips"
)

// BenchmarkWordsPerSecond reports how many printed words a second anna
// says at each --rate, over the lines of a short game (moves, check, the
// clock, help), and how long the time-stretch takes per second of speech.
func BenchmarkWordsPerSecond(b *testing.B) {
	sess, _ := session.New(session.Config{})
	var outs []session.Output
	outs = append(outs, sess.Start()...)
	for _, l := range strings.Split("e4\ne5\nNf3\nNc6\nBb5\na6\nBxc6\ndxc6\nlast\nmoves\nhelp", "\n") {
		outs = append(outs, sess.Handle(l)...)
	}
	bank := clips.NewBank()
	var pcms [][]byte
	words := 0
	for _, o := range outs {
		for _, p := range o.In(sess.Book()) {
			pcms = append(pcms, bank.Render(p))
			words += len(strings.Fields(p.Text()))
		}
	}
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
		})
	}
}
