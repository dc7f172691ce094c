package hear

import (
	"math"
	"math/rand/v2"
	"testing"
)

// voiceLike is a second of a vowel-like sound: a few harmonics of a
// gliding pitch, with noise.
func voiceLike(seed uint64) []int16 {
	r := rand.New(rand.NewPCG(seed, 1))
	s := make([]int16, 44100)
	phase := 0.0
	for i := range s {
		f := 120 + 40*math.Sin(float64(i)/8000+float64(seed))
		phase += 2 * math.Pi * f / 44100
		v := 0.3*math.Sin(phase) + 0.2*math.Sin(2*phase) + 0.1*math.Sin(3*phase) + 0.02*r.NormFloat64()
		s[i] = int16(v * 20000)
	}
	return s
}

func TestFind(t *testing.T) {
	want := voiceLike(1)
	other := voiceLike(2)
	rec := make([]int16, 30000)
	rec = append(rec, other...)
	at := len(rec)
	for _, v := range want {
		rec = append(rec, int16(float64(v)/2)) // 6 dB down
	}
	rec = append(rec, make([]int16, 1000)...)
	m, ok := Find(rec, want, 0, 0.99)
	if !ok || m.At != at || math.Abs(m.GainDB+6.02) > 0.1 {
		t.Errorf("Find: %+v, %v; want at %d, 6 dB down", m, ok, at)
	}
	if m, ok := Find(rec, want, at+1, 0.99); ok {
		t.Errorf("Find after it: %+v", m)
	}
	if m, ok := Find(rec[:at+len(want)/2], want, 0, 0.5); ok {
		t.Errorf("Find in a recording that holds only another sound and half of it: %+v", m)
	}
}
