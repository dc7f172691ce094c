//go:build !race

package rules

// raceDetector: see race_on_test.go.
const raceDetector = false
