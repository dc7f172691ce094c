package audio

import (
	"bytes"
	"math"
	"testing"

	"github.com/anna-chess/anna/internal/wavfile"
)

// crossings counts the upward zero crossings in pcm, per second.
func crossings(pcm []byte) float64 {
	s := toSamples(pcm)
	n := 0
	for i := 1; i < len(s); i++ {
		if s[i-1] < 0 && s[i] >= 0 {
			n++
		}
	}
	return float64(n) / wavfile.Duration(len(pcm))
}

func rms(pcm []byte) float64 {
	s := toSamples(pcm)
	sum := 0.0
	for _, v := range s {
		sum += float64(v) * float64(v)
	}
	return math.Sqrt(sum / float64(len(s)))
}

// TestFasterKeepsPitch: a tone played faster is shorter by the factor and
// keeps its pitch and loudness.
func TestFasterKeepsPitch(t *testing.T) {
	in := tone(2000, 0.5)
	for _, factor := range []float64{1.25, 1.5, 2} {
		out := Faster(in, factor)
		if got, want := wavfile.Duration(len(out)), wavfile.Duration(len(in))/factor; math.Abs(got-want) > 0.02*want {
			t.Errorf("factor %v: %.3f s, want %.3f s", factor, got, want)
		}
		if got, want := crossings(out), crossings(in); math.Abs(got-want) > 0.03*want {
			t.Errorf("factor %v: pitch %.1f Hz, want %.1f Hz", factor, got, want)
		}
		if got, want := rms(out), rms(in); math.Abs(got-want) > 0.15*want {
			t.Errorf("factor %v: loudness %.0f, want %.0f", factor, got, want)
		}
	}
}

func TestFasterLeavesAlone(t *testing.T) {
	in := tone(500, 0.5)
	for _, tt := range []struct {
		pcm    []byte
		factor float64
	}{{in, 1}, {in, 0.5}, {samples(1, 2, 3), 2}, {nil, 2}} {
		if got := Faster(tt.pcm, tt.factor); !bytes.Equal(got, tt.pcm) {
			t.Errorf("factor %v on %d bytes changed it", tt.factor, len(tt.pcm))
		}
	}
}

func BenchmarkFaster(b *testing.B) {
	in := tone(1000, 0.5) // a move is about a second
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		Faster(in, 1.5)
	}
}
