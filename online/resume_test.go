package online

import (
	"strings"
	"testing"
)

// TestResumeSaysTheMovesNotHeard: a game opened again (resumed, or running
// when anna starts) says first the moves the server has that the player
// did not hear here: each as it would have been announced, or, for a game
// not played here before, the last moves as "last" says them; then its
// opening, with the turn those moves made.
func TestResumeSaysTheMovesNotHeard(t *testing.T) {
	g := newGameAt(t, "", "e2e4 e7e5 g1f3 b8c6", 2) // left after 1. e4 e5
	g.hear("Springer Felix drei")
	g.hear("Springer Cesar sechs")
	g.hear("The match is resumed. 3. White to move")

	g = newGameAt(t, "", "e2e4 e7e5 g1f3 b8c6", 0) // running when anna started
	g.hear("Springer Cesar sechs")
	g.hear("The match is resumed. 3. White to move")

	g = newGameAt(t, "", "e2e4 e7e5", 2) // nothing new: nothing more said
	g.hear("The match is resumed.")
	g.human.Do("last")
	g.hear("Bauer Eva fuenf")
	if n := strings.Count(strings.Join(g.all, "\n"), "Bauer Eva fuenf"); n != 1 {
		t.Errorf("1... e5 said %d times, want once (by last): %q", n, g.all)
	}
}
