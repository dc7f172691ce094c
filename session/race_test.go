package session

import "github.com/anna-chess/anna/internal/raceflag"

// raceOr is full, or under the race detector (raceflag) sample: the size of
// a deep check of code that runs on one goroutine (a session answers one
// line at a time), where the detector makes it some six times slower and
// can find nothing. scripts/test runs this package's tests a second time
// without the detector, whole.
func raceOr(full, sample int) int {
	if raceflag.On {
		return sample
	}
	return full
}
