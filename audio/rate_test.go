package audio

import (
	"bytes"
	"fmt"
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

// TestAtRateKeepsPitch: a tone said faster or slower lasts its length
// divided by the rate, and keeps its pitch and loudness.
func TestAtRateKeepsPitch(t *testing.T) {
	in := tone(2000, 0.5)
	for _, rate := range []float64{0.5, 0.75, 1.25, 1.5, 2, 3, 4} {
		out := AtRate(in, rate)
		if got, want := wavfile.Duration(len(out)), wavfile.Duration(len(in))/rate; math.Abs(got-want) > 0.001 {
			t.Errorf("rate %v: %.4f s, want %.4f s", rate, got, want)
		}
		if got, want := crossings(out), crossings(in); math.Abs(got-want) > 0.03*want {
			t.Errorf("rate %v: pitch %.1f Hz, want %.1f Hz", rate, got, want)
		}
		if got, want := rms(out), rms(in); math.Abs(got-want) > 0.15*want {
			t.Errorf("rate %v: loudness %.0f, want %.0f", rate, got, want)
		}
	}
}

// TestAtRateShortensPausesFirst: sped up, a pause between two sounds
// loses more than its share, and the sounds less; the whole is exactly
// as short as the rate says.
func TestAtRateShortensPausesFirst(t *testing.T) {
	sound := tone(300, 0.5)
	in := append(append(append([]byte{}, sound...), make([]byte, len(sound))...), sound...)
	out := AtRate(in, 3)
	if got, want := len(out)/2, len(in)/2/3; got != want {
		t.Fatalf("%d samples, want %d", got, want)
	}
	// The first sound ends with the first quiet 5 ms.
	const block = 2 * wavfile.SampleRate / 200
	end := 0
	for end+block <= len(out) && rms(out[end:end+block]) > 1000 {
		end += block
	}
	if got, uniform := wavfile.Duration(end), 0.3/3; got < 1.2*uniform {
		t.Errorf("the first sound lasts %.3f s at rate 3, want more than %.3f s (its uniform share %.3f s)", got, 1.2*uniform, uniform)
	}
}

func TestAtRateLeavesAlone(t *testing.T) {
	in := tone(500, 0.5)
	for _, tt := range []struct {
		pcm  []byte
		rate float64
	}{{in, 1}, {in, 0}, {samples(1, 2, 3), 2}, {nil, 2}} {
		if got := AtRate(tt.pcm, tt.rate); !bytes.Equal(got, tt.pcm) {
			t.Errorf("rate %v on %d bytes changed it", tt.rate, len(tt.pcm))
		}
	}
}

func TestCatchUpRate(t *testing.T) {
	for _, tt := range []struct{ rate, want float64 }{{0.5, 0.75}, {1, 1.5}, {2, 3}, {3, 4}, {4, 4}} {
		if got := catchUpRate(tt.rate); got != tt.want {
			t.Errorf("catchUpRate(%v) = %v, want %v", tt.rate, got, tt.want)
		}
	}
}

// TestVolume: the loudness goes as the cube of the percentage, as a
// desktop's volume control counts it.
func TestVolume(t *testing.T) {
	in := tone(100, 0.5)
	for _, tt := range []struct {
		percent int
		db      float64
	}{{100, 0}, {90, -2.75}, {50, -18.06}, {10, -60}} {
		got := 20 * math.Log10(rms(Volume(in, tt.percent))/rms(in))
		if math.Abs(got-tt.db) > 0.1 {
			t.Errorf("volume %d%%: %.2f dB, want %.2f dB", tt.percent, got, tt.db)
		}
	}
	if got := rms(Volume(in, 0)); got != 0 {
		t.Errorf("volume 0%%: level %v, want silence", got)
	}
	if got := Volume(in, 100); &got[0] != &in[0] {
		t.Error("volume 100% copied the sound")
	}
}

func BenchmarkAtRate(b *testing.B) {
	in := tone(1000, 0.5) // a move is about a second
	for _, rate := range []float64{0.5, 1.5, 3, 4} {
		b.Run(fmt.Sprint(rate), func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				AtRate(in, rate)
			}
		})
	}
}
