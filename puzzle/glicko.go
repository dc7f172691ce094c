package puzzle

import (
	"errors"
	"math"
)

// Glicko is a Glicko-2 rating on the usual scale (1500 the middle): the
// rating, its deviation (how unsure it is) and the volatility (how much
// the player's strength swings).
//
// anna computes it itself, from Glickman's paper ("Example of the
// Glicko-2 system", glicko.net/glicko/glicko2.pdf, steps 1 to 8), as
// lichess does in scalachess's glicko.impl.RatingCalculator: the Go
// module proxy serves no Glicko-2 package (neither Kashomon/goglicko nor
// treepeck/glicko nor zelenin/go-glicko2 is served, and treepeck's
// changes the algorithm). TestGlickmanExample is the paper's own
// example, to its digits.
type Glicko struct {
	Rating, Deviation, Volatility float64
}

// Game is one result of a rating period: the opponent's rating and the
// score, 1 for a win, 0.5 for a draw, 0 for a loss.
type Game struct {
	Opponent Glicko
	Score    float64
}

// The scale between the usual ratings and Glicko-2's own (step 2).
const (
	glickoScale   = 173.7178
	glickoMiddle  = 1500.0
	convergence   = 0.000001 // step 5.1's ε, as the paper and lila have it
	maxIterations = 1000
)

// ErrNoConvergence: the volatility's iteration (step 5) did not settle,
// as it never does for sane numbers; lila gives up at the same count.
var ErrNoConvergence = errors.New("puzzle: the Glicko-2 volatility did not converge")

// Rate is the player's rating after one rating period with the games
// given, the system constant tau, and periods rating periods passed
// (step 6's deviation growth; lichess counts one per game rated). With
// no games only the deviation grows.
func Rate(player Glicko, games []Game, tau, periods float64) (Glicko, error) {
	mu := (player.Rating - glickoMiddle) / glickoScale // step 2
	phi := player.Deviation / glickoScale
	sigma := player.Volatility
	if len(games) == 0 {
		player.Deviation = glickoScale * math.Sqrt(phi*phi+periods*sigma*sigma)
		return player, nil
	}
	// Steps 3 and 4: the estimated variance v and improvement delta.
	var inv, sum float64
	for _, gm := range games {
		muJ := (gm.Opponent.Rating - glickoMiddle) / glickoScale
		g := gOf(gm.Opponent.Deviation / glickoScale)
		e := 1 / (1 + math.Exp(-g*(mu-muJ)))
		inv += g * g * e * (1 - e)
		sum += g * (gm.Score - e)
	}
	v := 1 / inv
	delta := v * sum
	// Step 5: the new volatility, by the Illinois algorithm.
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			if k++; k > maxIterations {
				return player, ErrNoConvergence
			}
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > convergence; i++ {
		if i == maxIterations {
			return player, ErrNoConvergence
		}
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	newSigma := math.Exp(A / 2)
	// Steps 6 to 8.
	phiStar := math.Sqrt(phi*phi + periods*newSigma*newSigma)
	newPhi := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	newMu := mu + newPhi*newPhi*sum
	return Glicko{
		Rating:     glickoScale*newMu + glickoMiddle,
		Deviation:  glickoScale * newPhi,
		Volatility: newSigma,
	}, nil
}

// gOf is step 3's g(φ).
func gOf(phi float64) float64 {
	return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi))
}
