package puzzle

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
)

// Filter chooses puzzles: by a theme (lichess's name; "" or Mix for any)
// and a rating range (0 for no bound).
type Filter struct {
	Theme                string
	MinRating, MaxRating int
}

// Match reports whether the puzzle passes the filter. A puzzle without a
// rating passes a rating range only when no bound is set.
func (f Filter) Match(p Puzzle) bool {
	if f.Theme != "" && f.Theme != Mix && !p.HasTheme(f.Theme) {
		return false
	}
	if f.MinRating > 0 && p.Rating < f.MinRating {
		return false
	}
	if f.MaxRating > 0 && (p.Rating > f.MaxRating || p.Rating == 0) {
		return false
	}
	return true
}

// Select is the puzzles that pass the filter, in their order.
func Select(ps []Puzzle, f Filter) []Puzzle {
	var out []Puzzle
	for _, p := range ps {
		if f.Match(p) {
			out = append(out, p)
		}
	}
	return out
}

// RangeError says why a rating range cannot be read: Text as written.
type RangeError struct{ Text string }

func (e *RangeError) Error() string {
	return "puzzle: " + strconv.Quote(e.Text) + " is not a rating range (as 1200-1600, each 300 to 3600)"
}

// The ratings a range may name: lichess's puzzles lie between about 400
// and 3300.
const (
	rangeMin = 300
	rangeMax = 3600
)

// ParseRange reads a rating range as a player types it: "1200-1600" (an
// en dash or "to" will do, and the bounds either way round), or one
// rating, "1500", for the puzzles within 100 of it.
func ParseRange(s string) (min, max int, err error) {
	bad := &RangeError{Text: short(s)}
	t := strings.NewReplacer("–", "-", "—", "-", " to ", "-", "..", "-").Replace(strings.ToLower(strings.TrimSpace(s)))
	lo, hi, two := strings.Cut(t, "-")
	a, err1 := strconv.Atoi(strings.TrimSpace(lo))
	b, err2 := a, error(nil)
	if two {
		b, err2 = strconv.Atoi(strings.TrimSpace(hi))
	}
	if err1 != nil || err2 != nil {
		return 0, 0, bad
	}
	if !two {
		a, b = a-100, a+100
	}
	if a > b {
		a, b = b, a
	}
	if a < rangeMin || b > rangeMax {
		return 0, 0, bad
	}
	return a, b, nil
}

// Next picks the next puzzle for a player: one that passes the filter and
// was not played before, near the player's rating when the filter sets
// no range (lichess picks a puzzle about the player's own rating):
// within 100 of it, else 200, 400, 800, else any. When every puzzle that
// passes was played, a played one is picked again. The choice among
// those near is rnd's. ok is false when no puzzle passes the filter.
func Next(ps []Puzzle, f Filter, r PlayerRating, rnd *rand.Rand) (p Puzzle, ok bool) {
	pool := Select(ps, f)
	if len(pool) == 0 {
		return Puzzle{}, false
	}
	fresh := pool[:0:0]
	for _, q := range pool {
		if !r.HasPlayed(q.ID) {
			fresh = append(fresh, q)
		}
	}
	if len(fresh) > 0 {
		pool = fresh
	}
	if f.MinRating == 0 && f.MaxRating == 0 {
		for _, window := range []float64{100, 200, 400, 800} {
			var near []Puzzle
			for _, q := range pool {
				if q.Rating > 0 && math.Abs(float64(q.Rating)-r.Rating) <= window {
					near = append(near, q)
				}
			}
			if len(near) > 0 {
				pool = near
				break
			}
		}
	}
	return pool[rnd.IntN(len(pool))], true
}
