package clips

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"

	"github.com/mewkiz/flac"

	"github.com/anna-chess/anna/internal/wavfile"
)

// The clips are stored as espeak-ng speaks them: 22050 Hz mono 16-bit,
// compressed without loss as FLAC (scripts/make-clips), half the size of
// the 44.1 kHz WAV files anna plays. They are decoded with
// github.com/mewkiz/flac and brought to anna's rate when first said.
const clipRate = 22050

// decodeClip turns a stored clip into its samples, at the voice's rate.
func decodeClip(data []byte) ([]int16, error) {
	stream, err := flac.New(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	defer stream.Close()
	info := stream.Info
	if info.SampleRate != clipRate || info.NChannels != 1 || info.BitsPerSample != 16 {
		return nil, fmt.Errorf("%d Hz, %d channels, %d bits; want %d Hz mono 16-bit", info.SampleRate, info.NChannels, info.BitsPerSample, clipRate)
	}
	in := make([]int16, 0, info.NSamples)
	for {
		f, err := stream.ParseNext()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		for _, s := range f.Subframes[0].Samples {
			in = append(in, int16(s))
		}
	}
	return in, nil
}

// clipTail is the 50 ms of silence that ends every clip, so that words
// joined into a phrase do not run together; it is added as a clip is said
// rather than stored.
const clipTail = wavfile.BytesPerSecond / 20

// playedSize is how many bytes of anna's format a clip of n samples at the
// voice's rate takes, with its tail.
func playedSize(n int) int { return 4*n + clipTail }

// appendPlayed appends a clip in anna's format, at twice the voice's rate
// and with its tail, to out.
func appendPlayed(out []byte, in []int16) []byte {
	n := len(out)
	out = append(out, make([]byte, playedSize(len(in)))...)
	upsample2(out[n:], in)
	return out
}

// upsample2 doubles the sample rate: the samples are kept, and one is put
// between each two by a windowed-sinc half-band filter, which leaves the
// voice's band (below 11 kHz) as it was and adds nothing above it. (A
// library for this would be cgo, libsoxr; the filter is a few lines.)
func upsample2(out []byte, in []int16) {
	taps := len(halfBand)
	at := func(i int) float32 { // a sample, silence beyond the ends
		if i < 0 || i >= len(in) {
			return 0
		}
		return float32(in[i])
	}
	for i, s := range in {
		binary.LittleEndian.PutUint16(out[4*i:], uint16(s))
		var v float32
		if i >= taps-1 && i+taps < len(in) {
			for k, w := range halfBand {
				v += w * float32(int32(in[i-k])+int32(in[i+1+k]))
			}
		} else {
			for k, w := range halfBand {
				v += w * (at(i-k) + at(i+1+k))
			}
		}
		v = float32(math.Round(float64(max(-32768, min(32767, v)))))
		binary.LittleEndian.PutUint16(out[4*i+2:], uint16(int16(v)))
	}
}

// halfBand are the weights of the samples either side of a point halfway
// between two: sinc(k + 1/2) under a Blackman window, 16 a side.
var halfBand = func() []float32 {
	const taps = 16
	w := make([]float64, taps)
	sum := 0.0
	for k := range taps {
		x := float64(k) + 0.5
		sinc := math.Sin(math.Pi*x) / (math.Pi * x)
		n := float64(taps) + x // position in a window of 2*taps+1 points
		win := 0.42 - 0.5*math.Cos(2*math.Pi*n/(2*taps)) + 0.08*math.Cos(4*math.Pi*n/(2*taps))
		w[k] = sinc * win
		sum += 2 * w[k]
	}
	out := make([]float32, taps)
	for k := range w {
		out[k] = float32(w[k] / sum) // a constant level stays the same
	}
	return out
}()
