package hear

import (
	"math"

	"gonum.org/v1/gonum/dsp/fourier"
)

// The features a Decoder compares: mel-frequency cepstra, as speech
// recognisers use, of frames of frameSize samples at 44.1 kHz (23 ms),
// every hop samples. The spectrum comes from gonum's FFT.
const (
	sampleRate = 44100
	frameSize  = 1024
	melBands   = 26
	cepstra    = 13
	// templateHop is the step between a clip's frames: 10 ms.
	templateHop = sampleRate / 100
	// floorPower keeps silence one vector: the power of a band below it
	// (in 16-bit samples squared) counts as it.
	floorPower = 1e3
)

// feature is one frame's cepstra.
type feature [cepstra]float64

// dist is the squared distance of two frames' cepstra.
func dist(a, b *feature) float64 {
	s := 0.0
	for i := range a {
		d := a[i] - b[i]
		s += d * d
	}
	return s
}

// analyser computes features; it is not safe for concurrent use.
type analyser struct {
	fft    *fourier.FFT
	window []float64
	mel    [melBands][]melTap
	dct    [cepstra][melBands]float64
	frame  []float64
	coeff  []complex128
}

// melTap is one FFT bin's weight in a mel band.
type melTap struct {
	bin    int
	weight float64
}

func newAnalyser() *analyser {
	a := &analyser{fft: fourier.NewFFT(frameSize), window: make([]float64, frameSize), frame: make([]float64, frameSize)}
	for i := range a.window {
		a.window[i] = 0.5 - 0.5*math.Cos(2*math.Pi*float64(i)/float64(frameSize-1))
	}
	// Triangular bands evenly spaced in mel from 100 Hz to 8 kHz: the
	// clips' voice has little above.
	mel := func(hz float64) float64 { return 2595 * math.Log10(1+hz/700) }
	hz := func(m float64) float64 { return 700 * (math.Pow(10, m/2595) - 1) }
	lo, hi := mel(100), mel(8000)
	edge := make([]float64, melBands+2)
	for i := range edge {
		edge[i] = hz(lo + (hi-lo)*float64(i)/float64(melBands+1))
	}
	binHz := float64(sampleRate) / frameSize
	for b := range melBands {
		for k := int(edge[b]/binHz) + 1; float64(k)*binHz < edge[b+2]; k++ {
			f := float64(k) * binHz
			w := (f - edge[b]) / (edge[b+1] - edge[b])
			if f > edge[b+1] {
				w = (edge[b+2] - f) / (edge[b+2] - edge[b+1])
			}
			if w > 0 {
				a.mel[b] = append(a.mel[b], melTap{k, w})
			}
		}
	}
	for c := range cepstra {
		for b := range melBands {
			a.dct[c][b] = math.Sqrt(2.0/melBands) * math.Cos(math.Pi*float64(c)*(float64(b)+0.5)/melBands)
			if c == 0 {
				a.dct[c][b] = math.Sqrt(1.0 / melBands) // orthonormal: c0 weighs as the others
			}
		}
	}
	return a
}

// features are the frames of s, every hop samples (a fraction of a
// sample is carried on, so that a hop of 147.3 keeps its pace).
func (a *analyser) features(s []int16, hop float64) []feature {
	var out []feature
	for at := 0.0; int(at) < len(s); at += hop {
		out = append(out, a.at(s, int(at)))
	}
	return out
}

// at is the feature of the frame starting at sample i (silence past the
// end).
func (a *analyser) at(s []int16, i int) feature {
	for k := range a.frame {
		v := 0.0
		if i+k < len(s) {
			v = float64(s[i+k])
		}
		a.frame[k] = v * a.window[k]
	}
	a.coeff = a.fft.Coefficients(a.coeff, a.frame)
	var logMel [melBands]float64
	for b, taps := range a.mel {
		p := 0.0
		for _, t := range taps {
			c := a.coeff[t.bin]
			p += t.weight * (real(c)*real(c) + imag(c)*imag(c))
		}
		logMel[b] = math.Log(max(p/frameSize, floorPower))
	}
	var f feature
	for c := range cepstra {
		for b, v := range logMel {
			f[c] += a.dct[c][b] * v
		}
	}
	return f
}
