package tui

import (
	"math"
	"sync"

	"github.com/anna-chess/anna/rules"
)

// Large pieces are drawn as figures: a silhouette in a square's cells,
// two dots across and two down in each cell (the quadrant characters
// ▘▝▖▗▀▄▌▐▚▞▛▜▙▟█, which every terminal font has and most terminals draw
// themselves, so that they join without gaps). The silhouettes are
// shapes in a unit box, rasterised for each size, so that a figure fills
// its square at every zoom.

// shape is one part of a figure in the unit box (x right, y down).
type shape struct {
	kind           shapeKind
	x0, y0, x1, y1 float64      // a box; an ellipse's centre and radii
	pts            [][2]float64 // a polygon
	cut            bool         // cuts the figure instead of adding to it
	minDots        int          // drawn only on figures this many dots wide
}

type shapeKind int8

const (
	box     shapeKind = iota // snapped to the dots, at least one dot thick
	ellipse                  // centre x0,y0; radii x1,y1
	polygon
)

func rect(x0, y0, x1, y1 float64) shape { return shape{kind: box, x0: x0, y0: y0, x1: x1, y1: y1} }
func oval(cx, cy, rx, ry float64) shape { return shape{kind: ellipse, x0: cx, y0: cy, x1: rx, y1: ry} }
func poly(pts ...float64) shape {
	s := shape{kind: polygon}
	for i := 0; i+1 < len(pts); i += 2 {
		s.pts = append(s.pts, [2]float64{pts[i], pts[i+1]})
	}
	return s
}

// cutFrom makes a shape a detail cut out of the figure, drawn only from
// a figure width in dots where it can be seen.
func cutFrom(minDots int, s shape) shape { s.cut, s.minDots = true, minDots; return s }

// silhouettes are the Staunton pieces, seen from the side; the knight
// looks left.
var silhouettes = [7][]shape{
	rules.Pawn: {
		rect(.18, .86, .82, 1),
		poly(.30, .88, .40, .56, .60, .56, .70, .88),
		rect(.30, .50, .70, .58),
		oval(.5, .32, .18, .19),
	},
	rules.Rook: {
		rect(.10, .86, .90, 1),
		rect(.18, .76, .82, .87),
		poly(.25, .77, .29, .36, .71, .36, .75, .77),
		rect(.18, .20, .82, .37),
		rect(.18, .04, .36, .21), rect(.42, .04, .58, .21), rect(.64, .04, .82, .21),
	},
	rules.Bishop: {
		rect(.12, .86, .88, 1),
		poly(.24, .87, .38, .64, .62, .64, .76, .87),
		rect(.28, .58, .72, .66),
		oval(.5, .40, .21, .22),
		poly(.33, .34, .5, .08, .67, .34),
		oval(.5, .07, .08, .07),
		cutFrom(16, poly(.52, .22, .58, .22, .66, .42, .60, .42)),
	},
	rules.Knight: {
		rect(.12, .86, .88, 1),
		poly(.22, .87, .30, .68, .46, .55, .38, .50, .16, .58, .07, .48, .12, .38,
			.30, .20, .36, .02, .48, .14, .60, .12, .80, .30, .88, .58, .84, .87),
		cutFrom(14, oval(.34, .32, .05, .05)),
	},
	rules.Queen: {
		rect(.10, .86, .90, 1),
		poly(.18, .87, .30, .72, .70, .72, .82, .87),
		poly(.30, .73, .36, .48, .64, .48, .70, .73),
		rect(.30, .44, .70, .50),
		poly(.31, .46, .10, .16, .28, .30, .30, .08, .42, .28, .5, .04, .58, .28, .70, .08, .72, .30, .90, .16, .69, .46),
	},
	rules.King: {
		rect(.10, .86, .90, 1),
		poly(.18, .87, .30, .72, .70, .72, .82, .87),
		poly(.30, .73, .36, .46, .64, .46, .70, .73),
		rect(.30, .42, .70, .48),
		poly(.18, .26, .82, .26, .68, .44, .32, .44),
		rect(.44, 0, .56, .27),
		rect(.32, .07, .68, .16),
	},
}

// figure is a piece's silhouette on a grid of dots, w by h, with a free
// dot on the left and the right for the rim; above and below, the rim
// takes the silhouette's own edge, so that a figure fills its square's
// height.
type figure struct {
	w, h int
	on   []bool
}

func (f *figure) at(x, y int) bool {
	return x >= 0 && y >= 0 && x < f.w && y < f.h && f.on[y*f.w+x]
}

type figureKey struct {
	piece rules.PieceType
	w, h  int
}

var figures sync.Map // figureKey -> *figure

// figureFor is a piece's figure on a grid w by h dots, made once.
func figureFor(p rules.PieceType, w, h int) *figure {
	k := figureKey{p, w, h}
	if f, ok := figures.Load(k); ok {
		return f.(*figure)
	}
	var f *figure
	if a, ok := art[[2]int{w - 2, h}]; ok {
		f = drawn(a[p], w, h)
	} else {
		f = rasterise(silhouettes[p], w, h)
	}
	figures.Store(k, f)
	return f
}

// rasterise draws shapes in the grid's inner box (a dot from the left and
// the right edge, and on big squares from the top):
// a dot is on when most of it is covered; boxes are snapped to whole dots
// so that a thin part (the king's cross) never vanishes.
func rasterise(shapes []shape, w, h int) *figure {
	f := &figure{w: w, h: h, on: make([]bool, w*h)}
	// From six rows of cells up a dot of headroom stays free above the
	// figure, so that pieces on neighbouring ranks do not touch.
	top := 0
	if h >= 12 {
		top = 1
	}
	iw, ih := w-2, h-top
	if iw <= 0 || ih <= 0 {
		return f
	}
	const n = 4 // samples a dot, each way
	for _, s := range shapes {
		if s.minDots > iw {
			continue
		}
		if s.kind == box {
			x0, x1 := snap(s.x0, s.x1, iw)
			y0, y1 := snap(s.y0, s.y1, ih)
			for y := y0; y < y1; y++ {
				for x := x0; x < x1; x++ {
					f.on[(y+top)*w+x+1] = !s.cut
				}
			}
			continue
		}
		for y := range ih {
			for x := range iw {
				hits := 0
				for sy := range n {
					for sx := range n {
						px := (float64(x) + (float64(sx)+0.5)/n) / float64(iw)
						py := (float64(y) + (float64(sy)+0.5)/n) / float64(ih)
						if s.inside(px, py) {
							hits++
						}
					}
				}
				if hits*2 >= n*n {
					f.on[(y+top)*w+x+1] = !s.cut
				}
			}
		}
	}
	return f
}

// snap turns a span of the unit box into whole dots, at least one.
func snap(a, b float64, n int) (int, int) {
	i0 := int(math.Round(a * float64(n)))
	i1 := int(math.Round(b * float64(n)))
	if i1 <= i0 {
		mid := int((a + b) / 2 * float64(n))
		i0, i1 = mid, mid+1
	}
	return max(0, i0), min(n, max(i1, i0+1))
}

func (s shape) inside(x, y float64) bool {
	switch s.kind {
	case ellipse:
		dx, dy := (x-s.x0)/s.x1, (y-s.y0)/s.y1
		return dx*dx+dy*dy <= 1
	case polygon:
		in := false
		for i, j := 0, len(s.pts)-1; i < len(s.pts); j, i = i, i+1 {
			a, b := s.pts[i], s.pts[j]
			if (a[1] > y) != (b[1] > y) && x < (b[0]-a[0])*(y-a[1])/(b[1]-a[1])+a[0] {
				in = !in
			}
		}
		return in
	}
	return x >= s.x0 && x < s.x1 && y >= s.y0 && y < s.y1
}

// Dot kinds in a drawn figure.
const (
	dotSquare = iota // the square shows through
	dotEdge          // the rim round the silhouette
	dotFill          // the silhouette
)

// dot is what a dot of a figure shows: the silhouette, its rim (when the
// side has one: the dots round the silhouette, diagonals too, and the
// silhouette's own dots on the top and bottom row), or the square. A
// cell's four dots are neighbours, so no cell holds both the square and
// the silhouette's fill when there is a rim: each cell needs two colours
// at most, as a character has.
func (f *figure) dot(x, y int, rim bool) int {
	if f.at(x, y) {
		if rim && (y == 0 || y == f.h-1) {
			return dotEdge
		}
		return dotFill
	}
	if rim {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if f.at(x+dx, y+dy) {
					return dotEdge
				}
			}
		}
	}
	return dotSquare
}

// quadrants are the characters for the four dots of a cell, by the bits
// top left 8, top right 4, bottom left 2, bottom right 1.
var quadrants = [16]string{" ", "▗", "▖", "▄", "▝", "▐", "▞", "▟", "▘", "▚", "▌", "▙", "▀", "▜", "▛", "█"}
