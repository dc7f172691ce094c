package audio

import (
	"encoding/binary"
	"math"

	"github.com/anna-chess/anna/internal/wavfile"
)

// Faster returns speech played factor times as fast at the same pitch
// (WSOLA: overlapping windows of the input are taken further apart than
// they are laid down, each where its waveform continues the output best).
// A speaker that has fallen behind (moves typed faster than they are said)
// catches up with it, as a screen reader speeds up a long queue. A factor
// of 1 or less returns pcm as it is.
//
// No Go library for this is served by the module proxy here (go-tsm is
// not), and the method is short.
func Faster(pcm []byte, factor float64) []byte {
	in := toSamples(pcm)
	const (
		frame  = wavfile.SampleRate / 50  // 20 ms windows
		hop    = frame / 2                // laid down every 10 ms, half overlapping
		search = wavfile.SampleRate / 200 // 5 ms either way for the best fit
	)
	if factor <= 1 || len(in) < 2*frame {
		return pcm
	}
	window := make([]float64, frame)
	for i := range window {
		window[i] = 0.5 - 0.5*math.Cos(2*math.Pi*float64(i)/frame) // periodic Hann: halves sum to 1
	}
	outLen := int(float64(len(in))/factor) + frame
	out := make([]float64, outLen)
	prev := 0 // where the last window was taken from
	for k := 0; ; k++ {
		at := k * hop
		nominal := int(float64(at) * factor)
		if nominal+frame+search >= len(in) || at+frame > outLen {
			break
		}
		pos := nominal
		if k > 0 {
			pos = bestFit(in, prev+hop, nominal, search, hop)
		}
		for i := 0; i < frame; i++ {
			out[at+i] += float64(in[pos+i]) * window[i]
		}
		prev = pos
	}
	n := min(int(float64(len(in))/factor), outLen)
	res := make([]byte, 2*n)
	for i := 0; i < n; i++ {
		v := max(-32768, min(32767, math.Round(out[i])))
		binary.LittleEndian.PutUint16(res[2*i:], uint16(int16(v)))
	}
	return res
}

// bestFit is the start, within search of nominal, whose next length
// samples are most like the natural continuation of the last window.
func bestFit(in []int16, natural, nominal, search, length int) int {
	best, bestScore := nominal, math.Inf(-1)
	for pos := max(0, nominal-search); pos <= nominal+search && pos+length <= len(in); pos++ {
		score := 0.0
		for i := 0; i < length && natural+i < len(in); i += 4 { // every 4th sample is enough for speech
			score += float64(in[pos+i]) * float64(in[natural+i])
		}
		if score > bestScore {
			best, bestScore = pos, score
		}
	}
	return best
}

func toSamples(pcm []byte) []int16 {
	s := make([]int16, len(pcm)/2)
	for i := range s {
		s[i] = int16(binary.LittleEndian.Uint16(pcm[2*i:]))
	}
	return s
}
