package hear

import (
	"math"
	"slices"
)

// Decoder recognises which clips of a vocabulary a stretch of speech
// says, in order, as a speech recogniser with one template a word would:
// connected-word recognition by one-pass dynamic time warping (H. Ney,
// 1984) over mel cepstra (features.go). Between words it allows silence.
// It is made for anna's own voice: the clips are the templates, and the
// speech is made of them, played at some rate (audio.AtRate keeps the
// pitch), so the cepstra of a word differ from its clip's only by the
// stretch. A test hears with it whether the words printed are the words
// said.
type Decoder struct {
	names   []string
	frames  []feature // every clip's frames, one clip after another, their silent ends cut
	word    []int32   // the clip of each frame
	first   []bool    // the frame is its clip's first
	last    []int     // each clip's last frame
	silence feature
	a       *analyser
}

// wordPenalty is added to a path's cost at every word it begins: without
// it, two short clips whose frames fit a stretch of a long one a little
// better would be taken for it. It is about the distance of a few frames
// of different sounds.
const wordPenalty = 500

// NewDecoder makes a decoder of the clips (anna's format: 44.1 kHz mono
// samples), by name. A clip that is silence throughout is left out.
func NewDecoder(clips map[string][]int16) *Decoder {
	d := &Decoder{a: newAnalyser()}
	d.silence = d.a.at(nil, 0)
	names := make([]string, 0, len(clips))
	for name := range clips {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		f := d.trim(d.a.features(clips[name], templateHop))
		if len(f) == 0 {
			continue
		}
		w := int32(len(d.names))
		d.names = append(d.names, name)
		for i := range f {
			d.frames = append(d.frames, f[i])
			d.word = append(d.word, w)
			d.first = append(d.first, i == 0)
		}
		d.last = append(d.last, len(d.frames)-1)
	}
	return d
}

// trim cuts the silent frames at both ends of a clip's frames.
func (d *Decoder) trim(f []feature) []feature {
	// Quiet: the bands' mean power under 4 times the floor.
	quiet := func(x *feature) bool { return x[0] < d.silence[0]+math.Sqrt(melBands)*math.Log(4) }
	for len(f) > 0 && quiet(&f[0]) {
		f = f[1:]
	}
	for len(f) > 0 && quiet(&f[len(f)-1]) {
		f = f[:len(f)-1]
	}
	return f
}

// Decode returns the names of the clips that speech says, in order; rate
// is how fast it is played (2: in half the clips' time).
func (d *Decoder) Decode(speech []int16, rate float64) []string {
	x := d.a.features(speech, templateHop/rate)
	if len(x) == 0 || len(d.frames) == 0 {
		return nil
	}
	n := len(d.frames)
	sil := n // the silence state
	inf := math.Inf(1)
	prev, cur := make([]float64, n+1), make([]float64, n+1)
	prevFrom, curFrom := make([]int32, n+1), make([]int32, n+1)
	// At each frame, the best path that ends a word (or silence) there:
	// its cost, what it ends, and the frame the word began after (-1: the
	// start).
	endCost := make([]float64, len(x))
	endWord := make([]int32, len(x))
	endFrom := make([]int32, len(x))
	for i := range prev {
		prev[i] = inf
	}
	for t := range x {
		entry, from := 0.0, int32(-1) // a word may begin here
		if t > 0 {
			entry, from = endCost[t-1], int32(t-1)
		}
		for s := range n {
			c, f := prev[s], prevFrom[s]
			if d.first[s] {
				if e := entry + wordPenalty; e < c {
					c, f = e, from
				}
			} else {
				if prev[s-1] < c {
					c, f = prev[s-1], prevFrom[s-1]
				}
				if s >= 2 && !d.first[s-1] && prev[s-2] < c {
					c, f = prev[s-2], prevFrom[s-2]
				}
			}
			cur[s], curFrom[s] = c+dist(&x[t], &d.frames[s]), f
		}
		c, f := prev[sil], prevFrom[sil]
		if entry < c {
			c, f = entry, from
		}
		cur[sil], curFrom[sil] = c+dist(&x[t], &d.silence), f
		endCost[t], endWord[t], endFrom[t] = cur[sil], -1, curFrom[sil]
		for w, s := range d.last {
			if cur[s] < endCost[t] {
				endCost[t], endWord[t], endFrom[t] = cur[s], int32(w), curFrom[s]
			}
		}
		prev, cur = cur, prev
		prevFrom, curFrom = curFrom, prevFrom
	}
	var out []string
	for t := int32(len(x) - 1); t >= 0; t = endFrom[t] {
		if w := endWord[t]; w >= 0 {
			out = append(out, d.names[w])
		}
	}
	slices.Reverse(out)
	return out
}
