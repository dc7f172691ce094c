//go:build !race

package raceflag

// On is false: built without the race detector.
const On = false
