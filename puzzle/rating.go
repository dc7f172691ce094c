package puzzle

import (
	"math"
	"slices"
	"time"
)

// lichess's constants for puzzle ratings (lila's Glicko, and the
// PuzzleFinisher's calculator: scalachess's GlickoCalculator with its
// defaults).
const (
	tau                 = 0.75    // the system constant
	periodsPerDay       = 0.21436 // "so a typical player's RD goes from 60 to 110 in 1 year"
	minRating           = 400
	minDeviation        = 45
	maxDeviation        = 500
	maxVolatility       = 0.1
	defaultVolatility   = 0.09
	maxRatingDelta      = 700 // what one puzzle may win or lose at most
	provisionalDev      = 110 // a rating this unsure is provisional ("1500?")
	puzzleDefaultRating = 1500
)

// NewRating is a player's puzzle rating before the first puzzle, as
// lichess starts one: 1500, deviation 500, volatility 0.09.
func NewRating() PlayerRating {
	return PlayerRating{Glicko: Glicko{Rating: puzzleDefaultRating, Deviation: maxDeviation, Volatility: defaultVolatility}}
}

// PlayerRating is the player's puzzle rating as anna keeps it from one run
// to the next: the rating, how many puzzles it counts, when the last was
// rated, and the puzzles already played, which lichess rates only once.
type PlayerRating struct {
	Glicko
	Puzzles int
	Last    time.Time // zero before the first
	// Played are the ids of the puzzles rated, the latest last; at most
	// MaxPlayed are kept.
	Played []string
}

// MaxPlayed is how many played puzzles a rating remembers: the oldest are
// forgotten first, and may be rated again.
const MaxPlayed = 10_000

// Provisional reports whether the rating is still unsure (lichess shows
// it with a question mark).
func (r PlayerRating) Provisional() bool { return r.Deviation >= provisionalDev }

// HasPlayed reports whether the puzzle was rated already.
func (r PlayerRating) HasPlayed(id string) bool { return slices.Contains(r.Played, id) }

// Live is the rating as it stands at now: its deviation grows with the
// time since the last puzzle, as lichess's does (Glicko.liveDeviation),
// within lichess's bounds.
func (r PlayerRating) Live(now time.Time) PlayerRating {
	if r.Last.IsZero() || !now.After(r.Last) {
		return r
	}
	periods := now.Sub(r.Last).Hours() / 24 * periodsPerDay
	phi := r.Deviation / glickoScale
	d := glickoScale * math.Sqrt(phi*phi+periods*r.Volatility*r.Volatility)
	r.Deviation = math.Min(math.Max(d, minDeviation), maxDeviation)
	return r
}

// After is the rating after the puzzle, won (solved without a wrong move
// and without the solution shown) or not, with theme the theme the
// player chose ("" or Mix for none), at now: lichess's PuzzleFinisher
// step by step. A puzzle played before, or one without a rating (a
// coach's own), changes nothing but the time; so does one that Rate
// cannot rate.
//
// The player and the puzzle play one Glicko-2 game, the player's rating
// floored at 400 and capped (deviation 45 to 500, volatility at most
// 0.1), the puzzle's likewise with lichess's default volatility (the
// database does not give the puzzle's); the new rating moves at most 700
// and, if it fails lichess's sanity check, starts again from the default;
// then only a part of the change is kept, by the theme chosen (a theme
// that gives the solution away counts for little) and less when the
// puzzle's own rating is provisional.
func (r PlayerRating) After(p Puzzle, won bool, theme string, now time.Time) PlayerRating {
	if r.HasPlayed(p.ID) || p.Rating == 0 {
		return r
	}
	before := r.Live(now).Glicko
	puzzle := capped(Glicko{Rating: float64(p.Rating), Deviation: float64(p.RatingDeviation), Volatility: defaultVolatility})
	score := 0.0
	if won {
		score = 1
	}
	rated, err := Rate(capped(before), []Game{{Opponent: puzzle, Score: score}}, tau, 1)
	if err != nil {
		return r
	}
	// Perf.addOrReset: at most maxRatingDelta either way, a sane rating or
	// the default, capped.
	rated.Rating = math.Min(math.Max(rated.Rating, before.Rating-maxRatingDelta), before.Rating+maxRatingDelta)
	if !sane(rated) {
		rated = NewRating().Glicko
	}
	rated = capped(rated)
	// ponder.player: the part of the change kept.
	// In float32, as lila's weights are.
	w := weight(theme, won)
	if puzzle.Deviation >= provisionalDev {
		if won {
			w -= 0.2
		} else {
			w -= 0.7
		}
	}
	out := r
	out.Glicko = average(before, rated, float64(max(w, 0.1)))
	out.Puzzles++
	out.Last = now
	out.Played = append(append([]string(nil), r.Played...), p.ID)
	if len(out.Played) > MaxPlayed {
		out.Played = out.Played[len(out.Played)-MaxPlayed:]
	}
	return out
}

// capped is lila's Glicko.cap: rating at least 400, deviation 45 to 500,
// volatility at most 0.1.
func capped(g Glicko) Glicko {
	g.Rating = math.Max(g.Rating, minRating)
	g.Deviation = math.Min(math.Max(g.Deviation, minDeviation), maxDeviation)
	g.Volatility = math.Min(g.Volatility, maxVolatility)
	return g
}

// sane is lila's Glicko.sanityCheck.
func sane(g Glicko) bool {
	return g.Rating > 0 && g.Rating < 4000 && g.Deviation > 0 && g.Deviation < 1000 &&
		g.Volatility > 0 && g.Volatility < 2*maxVolatility
}

// average is lila's Glicko.average: this one moved weight of the way to
// other.
func average(g, other Glicko, weight float64) Glicko {
	if weight >= 1 {
		return other
	}
	if weight <= 0 {
		return g
	}
	mix := func(a, b float64) float64 { return a*(1-weight) + b*weight }
	return Glicko{Rating: mix(g.Rating, other.Rating), Deviation: mix(g.Deviation, other.Deviation), Volatility: mix(g.Volatility, other.Volatility)}
}
