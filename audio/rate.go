package audio

import (
	"encoding/binary"
	"math"

	"github.com/anna-chess/anna/internal/wavfile"
)

// The speech rates a listener may choose: 1 is the voice as recorded
// (about 2.4 words a second, 150 a minute), 4 is four times as fast.
const (
	MinRate = 0.5
	MaxRate = 4.0
)

// maxCatchUp is the fastest a queue is ever said while it catches up:
// beyond it words are lost (measured with the word decoder, see
// internal/hear).
const maxCatchUp = 4.0

// catchUpRate is how fast an announcement is said while others wait behind
// it: half as fast again as the listener's rate, but never beyond
// maxCatchUp, and never slower than the listener's own rate. Five moves
// typed in a second at rate 1 are all heard within four.
func catchUpRate(rate float64) float64 {
	return max(rate, min(catchUp*rate, maxCatchUp))
}

// WSOLA's frames: 20 ms windows laid down every 10 ms, each taken where
// its waveform continues the output best, within 5 ms of where the rate
// puts it.
const (
	frame  = wavfile.SampleRate / 50
	hop    = frame / 2
	search = wavfile.SampleRate / 200
)

// AtRate returns speech played rate times as fast (above 1) or as slow
// (below 1) at the same pitch, by WSOLA: overlapping windows of the input
// are taken further apart (or closer together) than they are laid down,
// each where its waveform continues the output best. Pauses take more of
// the change than voiced sound does (pausesTake), as a fast speaker
// shortens the pauses first: at rate 3 the words keep their consonants.
// A rate of 1, or sound too short to window, is returned as it is.
//
// No Go library for this is served by the module proxy here (go-tsm is
// not), and the method is short.
func AtRate(pcm []byte, rate float64) []byte {
	in := toSamples(pcm)
	if rate <= 0 || rate == 1 || len(in) < 2*frame {
		return pcm
	}
	want := int(float64(len(in)) / rate)
	source := timeMap(in, rate, want)
	out := make([]float64, want+frame)
	prev := -1 // where the last window was taken from
	for at := 0; at < want; at += hop {
		nominal := min(source(at), len(in)-frame)
		pos := nominal
		if prev >= 0 {
			pos = bestFit(in, prev+hop, nominal)
		}
		for i := range frame {
			out[at+i] += float64(in[pos+i]) * window[i]
		}
		prev = pos
	}
	res := make([]byte, 2*want)
	for i := range want {
		v := max(-32768, min(32767, math.Round(out[i])))
		binary.LittleEndian.PutUint16(res[2*i:], uint16(int16(v)))
	}
	return res
}

// window is a periodic Hann window: its halves, overlapped, sum to 1.
var window = func() []float64 {
	w := make([]float64, frame)
	for i := range w {
		w[i] = 0.5 - 0.5*math.Cos(2*math.Pi*float64(i)/frame)
	}
	return w
}()

// pausesTake is how much faster than voiced sound a pause is said, when
// speech is sped up: a pause carries no words, and a listener at a high
// rate wants the words.
const pausesTake = 2.0

// timeMap returns, for a place in the output (want samples long), the
// place in the input that the rate puts there. Each 10 ms block of the
// input keeps a share of the output: pauses (blocks below a tenth of the
// loudest block's level) a pausesTake-th of a voiced block's share when
// speech is sped up, so that the same total length leaves more of the
// voiced sound.
func timeMap(in []int16, rate float64, want int) func(int) int {
	blocks := (len(in) + hop - 1) / hop
	level := make([]float64, blocks)
	loudest := 0.0
	for b := range blocks {
		sum := 0.0
		end := min(len(in), (b+1)*hop)
		for _, v := range in[b*hop : end] {
			sum += float64(v) * float64(v)
		}
		level[b] = math.Sqrt(sum / float64(end-b*hop))
		loudest = max(loudest, level[b])
	}
	share := make([]float64, blocks) // output length of each block, before scaling
	total := 0.0
	for b := range blocks {
		share[b] = float64(min(len(in), (b+1)*hop) - b*hop)
		if rate > 1 && level[b] < loudest/10 {
			share[b] /= pausesTake
		}
		total += share[b]
	}
	// starts[b] is where block b begins in the output.
	starts := make([]float64, blocks+1)
	for b := range blocks {
		starts[b+1] = starts[b] + share[b]*float64(want)/total
	}
	return func(at int) int {
		x := float64(at)
		lo, hi := 0, blocks
		for lo < hi { // the last block starting at or before x
			mid := (lo + hi) / 2
			if starts[mid+1] <= x {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
		b := lo
		if b >= blocks {
			return len(in)
		}
		frac := 0.0
		if span := starts[b+1] - starts[b]; span > 0 {
			frac = (x - starts[b]) / span
		}
		blockLen := float64(min(len(in), (b+1)*hop) - b*hop)
		return b*hop + int(frac*blockLen)
	}
}

// bestFit is the start, within search of nominal, whose next hop samples
// are most like the natural continuation of the last window (normalised
// cross-correlation, so that a loud stretch is not preferred for its
// loudness).
func bestFit(in []int16, natural, nominal int) int {
	if natural+hop > len(in) {
		return nominal
	}
	score := func(pos int) float64 {
		var dot, energy float64
		for i := 0; i < hop; i += 4 { // every 4th sample is enough for speech
			a := float64(in[pos+i])
			dot += a * float64(in[natural+i])
			energy += a * a
		}
		return dot / math.Sqrt(energy+1)
	}
	// Every 4th place first, then the places around the best of those:
	// the correlation of speech changes slowly enough at 44.1 kHz.
	lo, hi := max(0, nominal-search), min(nominal+search, len(in)-frame)
	best, bestScore := nominal, math.Inf(-1)
	for pos := lo; pos <= hi; pos += 4 {
		if sc := score(pos); sc > bestScore {
			best, bestScore = pos, sc
		}
	}
	for pos := max(lo, best-3); pos <= min(hi, best+3); pos++ {
		if sc := score(pos); sc > bestScore {
			best, bestScore = pos, sc
		}
	}
	return best
}

// Volume returns pcm at percent of its loudness (0 to 100), on the scale
// a desktop's volume control uses: the amplitude goes as the cube of the
// percentage, so that each step sounds about as large as the last (50 %
// is 18 dB down, 10 % is 60 dB down). 100 returns pcm as it is; anything
// else returns a new slice.
func Volume(pcm []byte, percent int) []byte {
	if percent >= 100 {
		return pcm
	}
	gain := math.Pow(float64(max(0, percent))/100, 3)
	out := make([]byte, len(pcm)&^1)
	for i := 0; i+1 < len(pcm); i += 2 {
		v := float64(int16(binary.LittleEndian.Uint16(pcm[i:]))) * gain
		binary.LittleEndian.PutUint16(out[i:], uint16(int16(math.Round(v))))
	}
	return out
}

func toSamples(pcm []byte) []int16 {
	s := make([]int16, len(pcm)/2)
	for i := range s {
		s[i] = int16(binary.LittleEndian.Uint16(pcm[2*i:]))
	}
	return s
}
