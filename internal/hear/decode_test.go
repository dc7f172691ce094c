package hear

import (
	"math"
	"slices"
	"testing"
)

// glide is a made-up word: a tone gliding from one pitch to another, with
// two harmonics, ms long.
func glide(from, to float64, ms int) []int16 {
	n := 44100 * ms / 1000
	s := make([]int16, n)
	phase := 0.0
	for i := range s {
		f := from + (to-from)*float64(i)/float64(n)
		phase += 2 * math.Pi * f / 44100
		s[i] = int16(12000 * (0.6*math.Sin(phase) + 0.3*math.Sin(2*phase) + 0.1*math.Sin(3*phase)))
	}
	return s
}

// TestDecoder: made-up words joined with pauses are heard in order; a
// word the vocabulary lacks is never heard as itself; silence is no word.
// (Speech played faster, through audio.AtRate, is heard in cmd/anna's
// TestTapeAtRate3 and BenchmarkWordsPerSecond.)
func TestDecoder(t *testing.T) {
	clips := map[string][]int16{
		"up":     glide(300, 900, 250),
		"down":   glide(900, 300, 250),
		"high":   glide(1500, 1600, 200),
		"low":    glide(200, 250, 300),
		"updown": append(glide(300, 900, 150), glide(900, 300, 150)...),
	}
	pause := make([]int16, 44100/20)
	say := func(words ...string) []int16 {
		var s []int16
		for _, w := range words {
			s = append(append(s, clips[w]...), pause...)
		}
		return s
	}
	d := NewDecoder(clips)
	for _, words := range [][]string{{"up", "down"}, {"high", "low", "up"}, {"updown", "high"}, {"down", "up", "low", "low"}} {
		if got := d.Decode(say(words...), 1); !slices.Equal(got, words) {
			t.Errorf("%v heard as %v", words, got)
		}
	}
	without := map[string][]int16{}
	for name, pcm := range clips {
		if name != "high" {
			without[name] = pcm
		}
	}
	if got := NewDecoder(without).Decode(say("up", "high", "down"), 1); slices.Contains(got, "high") || slices.Equal(got, []string{"up", "high", "down"}) {
		t.Errorf("heard %v with no template of high", got)
	}
	if got := d.Decode(make([]int16, 44100), 1); len(got) != 0 {
		t.Errorf("a second of silence heard as %v", got)
	}
}
