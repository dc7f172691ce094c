//go:build race

package raceflag

// On is true: built with the race detector.
const On = true
