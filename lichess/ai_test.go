package lichess_test

import (
	"context"
	"errors"
	"maps"
	"testing"
	"time"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/lichess/lichesstest"
)

// TestChallengeAI: a level outside 1 to 8 is refused before it is sent;
// a game against the AI starts at once, with the form the spec names, and
// the AI answers the player's moves.
func TestChallengeAI(t *testing.T) {
	srv := lichesstest.New(t)
	c, _ := newClient(t, srv)
	ctx := context.Background()
	for _, level := range []int{0, 9} {
		if _, err := c.ChallengeAI(ctx, lichess.AISpec{Level: level}); !errors.Is(err, lichess.ErrAILevel) {
			t.Errorf("level %d: got %v, want ErrAILevel", level, err)
		}
	}
	if n := len(srv.Requests()); n != 0 {
		t.Errorf("bad levels made %d requests", n)
	}
	clock, _ := lichess.ParseClock("10+0")
	g, err := c.ChallengeAI(ctx, lichess.AISpec{Level: 3, Clock: clock, Color: "black"})
	if err != nil {
		t.Fatal(err)
	}
	if g.Player != "black" || g.Rated || g.ID == "" {
		t.Errorf("the game %+v", g)
	}
	forms := srv.AIChallenges()
	want := map[string]string{"level": "3", "clock.limit": "600", "clock.increment": "0", "color": "black", "variant": "standard"}
	if len(forms) != 1 || !maps.Equal(forms[0], want) {
		t.Errorf("the forms sent %v, want [%v]", forms, want)
	}
	// The AI is white: it has moved already (the first legal move).
	srv.WaitGame(g.ID, "the AI's first move", func(st lichesstest.Game) bool { return len(st.Moves) == 1 })
	if err := c.Move(ctx, g.ID, "e7e5", false); err != nil {
		t.Fatal(err)
	}
	srv.WaitGame(g.ID, "the AI's answer", func(st lichesstest.Game) bool { return len(st.Moves) == 3 })
	if err := c.Resign(ctx, g.ID); err != nil {
		t.Fatal(err)
	}
	if st := srv.GameNow(g.ID); st.Status != lichess.StatusResign || st.Winner != "white" {
		t.Errorf("after resigning: %+v", st)
	}
	// Days: a correspondence game; no clock and no days: the same.
	if _, err := c.ChallengeAI(ctx, lichess.AISpec{Level: 1, Clock: lichess.Clock{Days: 3}}); err != nil {
		t.Fatal(err)
	}
	if f := srv.AIChallenges()[1]; f["days"] != "3" || f["clock.limit"] != "" {
		t.Errorf("a correspondence game's form %v", f)
	}
	bad := lichess.Clock{Limit: 7 * time.Second}
	if _, err := c.ChallengeAI(ctx, lichess.AISpec{Level: 1, Clock: bad}); !errors.Is(err, lichess.ErrClock) {
		t.Errorf("a 7-second clock: got %v", err)
	}
}
