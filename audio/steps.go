package audio

import "cmp"

// rateSteps are the rates faster and slower step through: a tenth at a
// time up to 1.5, then about an eighth of the rate, as a screen reader's
// rate keys go, so that each step is heard as about the same change.
var rateSteps = []float64{0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.7, 1.9, 2.1, 2.3, 2.5, 2.8, 3.1, 3.4, 3.7, 4}

// volumeSteps are the volumes louder and softer step through, in percent.
// Below 10 % (60 dB down) nothing is heard: --volume 0 silences the voice
// on purpose, softer never does.
var volumeSteps = []int{10, 20, 30, 40, 50, 60, 70, 80, 90, 100}

// StepRate is the next rate faster (up) or slower than rate, and whether
// it is as far as faster (or slower) goes.
func StepRate(rate float64, up bool) (float64, bool) { return step(rateSteps, rate, up) }

// StepVolume is the next volume louder (up) or softer than percent, and
// whether it is as far as louder (or softer) goes.
func StepVolume(percent int, up bool) (int, bool) { return step(volumeSteps, percent, up) }

// step is the next of steps (in rising order) above v (up) or below it;
// where there is none, v stays, and the limit is reached.
func step[T cmp.Ordered](steps []T, v T, up bool) (T, bool) {
	first, last := steps[0], steps[len(steps)-1]
	if up {
		for _, s := range steps {
			if s > v {
				return s, s == last
			}
		}
		return v, true
	}
	for i := len(steps) - 1; i >= 0; i-- {
		if steps[i] < v {
			return steps[i], steps[i] == first
		}
	}
	return v, true
}
