// Package raceflag says whether the program was built with the race
// detector (go test -race).
//
// The detector makes code some ten times slower and finds races only where
// goroutines share memory. A deep check of code that runs on one goroutine
// (thousands of positions, every phrase in every language) therefore takes
// a sample under it, every path kept, and runs whole without it:
// scripts/test runs the packages whose tests import this one a second time
// without the detector, so that CI checks as much as before in less time.
package raceflag
