// Package hear listens to anna's speech as a test would: it finds a known
// sound in a recording (Find), and recognises which words a stretch of
// speech says from the clips of those words (Decoder).
package hear

import "math"

// Match is where a sound was found in a recording, how alike the two are
// (normalised correlation, 1 for the same waveform at any gain) and how
// much louder the recording is, in dB.
type Match struct {
	At     int
	Corr   float64
	GainDB float64
}

// Find looks for want in rec, from sample from on, and returns the best
// place, or ok false where nothing correlates above minCorr. It is made
// for a recording of the very samples played (a sound server's monitor):
// it tries only the places where want's two loudest samples are met
// within tolerance (the gain may differ by at most a factor of two), and
// measures the correlation over the whole of want there.
func Find(rec, want []int16, from int, minCorr float64) (Match, bool) {
	if len(want) == 0 || len(rec) < len(want) {
		return Match{}, false
	}
	a, b := loudest(want)
	best := Match{Corr: -1}
	for i := from; i+len(want) <= len(rec); i++ {
		if !near(rec[i+a], want[a]) || !near(rec[i+b], want[b]) {
			continue
		}
		if m := Compare(rec[i:i+len(want)], want); m.Corr > best.Corr {
			best = m
			best.At = i
		}
	}
	return best, best.Corr >= minCorr
}

// near: a sample of the recording could be the wanted one at a gain
// between a half and two.
func near(got, want int16) bool {
	g, w := float64(got), float64(want)
	if w < 0 {
		g, w = -g, -w
	}
	return g >= w/2-2 && g <= 2*w+2
}

// loudest are the places of want's largest sample and of the largest one
// at least 10 ms from it.
func loudest(want []int16) (int, int) {
	abs := func(v int16) float64 { return math.Abs(float64(v)) }
	a := 0
	for i, v := range want {
		if abs(v) > abs(want[a]) {
			a = i
		}
	}
	b := -1
	for i, v := range want {
		if (i < a-441 || i > a+441) && (b < 0 || abs(v) > abs(want[b])) {
			b = i
		}
	}
	if b < 0 {
		b = a
	}
	return a, b
}

// Compare is the normalised correlation of two equal stretches and the
// gain of got over want (At is left 0).
func Compare(got, want []int16) Match {
	var gw, gg, ww float64
	for i := range want {
		g, w := float64(got[i]), float64(want[i])
		gw += g * w
		gg += g * g
		ww += w * w
	}
	if gg == 0 || ww == 0 {
		return Match{}
	}
	return Match{Corr: gw / math.Sqrt(gg*ww), GainDB: 10 * math.Log10(gg/ww)}
}
