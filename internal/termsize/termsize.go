// Package termsize bounds the size a terminal claims to what a person can
// read, as every view and the SSH host take it: a client may claim 65535
// by 65535 cells, and a view drawn, kept and diffed at that size would
// take gigabytes.
package termsize

// The largest terminal anna draws for: 500 columns by 200 rows (a 4K
// screen in a 6-pixel font is 640 by 180). A bigger claim is taken as
// this size; the view draws in its top left corner.
const (
	MaxColumns = 500
	MaxRows    = 200
)

// Readable is the size a view draws for on a terminal that claims w by h
// cells: at most MaxColumns by MaxRows, and never negative.
func Readable(w, h int) (int, int) {
	return min(max(w, 0), MaxColumns), min(max(h, 0), MaxRows)
}
