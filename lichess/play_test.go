package lichess_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/lichess/lichesstest"
)

var aaron = lichesstest.Player{ID: "aaron", Name: "Aaron", Rating: 1776}

// TestSeek: a blitz seek is refused before it is sent; a rapid seek waits
// on its connection until an opponent is found, then the game starts.
func TestSeek(t *testing.T) {
	srv := lichesstest.New(t)
	c, _ := newClient(t, srv)
	blitz, _ := lichess.ParseClock("5+3")
	if _, err := c.Seek(context.Background(), lichess.Seek{Clock: blitz}); !errors.Is(err, lichess.ErrNotSeekable) {
		t.Errorf("a blitz seek: got %v, want ErrNotSeekable", err)
	}
	if n := len(srv.Requests()); n != 0 {
		t.Errorf("a blitz seek made %d requests", n)
	}
	rapid, _ := lichess.ParseClock("15+10")
	done := make(chan error, 1)
	go func() {
		_, err := c.Seek(context.Background(), lichess.Seek{Clock: rapid, Rated: true})
		done <- err
	}()
	form := srv.WaitSeek()
	if form["time"] != "15" || form["increment"] != "10" || form["rated"] != "true" {
		t.Errorf("the seek's form %v", form)
	}
	select {
	case err := <-done:
		t.Fatalf("the seek ended before it was answered: %v", err)
	case <-time.After(300 * time.Millisecond):
	}
	srv.PairSeek(aaron, "black")
	if err := <-done; err != nil {
		t.Errorf("the seek ended with %v", err)
	}
	// A seek left (quit) is withdrawn: its connection closes.
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		_, err := c.Seek(ctx, lichess.Seek{Clock: rapid})
		done <- err
	}()
	srv.WaitSeek()
	cancel()
	<-done
	srv.WaitFor("the seek withdrawn", 10*time.Second, func() bool { return true })
	deadline := time.Now().Add(10 * time.Second)
	for len(srv.Seeks()) > 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := len(srv.Seeks()); n != 0 {
		t.Errorf("%d seeks open after the seek was left", n)
	}
	days, _ := lichess.ParseClock("3d")
	id, err := c.Seek(context.Background(), lichess.Seek{Clock: days})
	if err != nil || id == "" {
		t.Errorf("a correspondence seek: %q, %v", id, err)
	}
}

// TestChallenge: the player's challenge stays open until it is answered.
func TestChallenge(t *testing.T) {
	for _, accept := range []bool{true, false} {
		srv := lichesstest.New(t)
		srv.AddUser(aaron)
		c, _ := newClient(t, srv)
		clock, _ := lichess.ParseClock("15+10")
		type result struct {
			done lichess.ChallengeDone
			err  error
		}
		out := make(chan result, 1)
		created := make(chan lichess.Challenge, 1)
		go func() {
			d, err := c.Challenge(context.Background(), lichess.ChallengeSpec{User: "Aaron", Clock: clock, Rated: true},
				func(ch lichess.Challenge) { created <- ch })
			out <- result{d, err}
		}()
		ch := srv.WaitChallenge("Aaron")
		if ch.TimeControl.Limit != 900 || ch.TimeControl.Increment != 10 || !ch.Rated {
			t.Errorf("the challenge %+v", ch)
		}
		if got := <-created; got.ID != ch.ID {
			t.Errorf("created %s, the server has %s", got.ID, ch.ID)
		}
		srv.AnswerChallenge(ch.ID, accept)
		r := <-out
		want := lichess.ChallengeDone("declined")
		if accept {
			want = "accepted"
		}
		if r.err != nil || r.done != want {
			t.Errorf("accept %v: got %q, %v", accept, r.done, r.err)
		}
	}
}

// TestAnswerChallenges: an incoming challenge accepted starts the game;
// one declined is declined.
func TestAnswerChallenges(t *testing.T) {
	srv := lichesstest.New(t)
	c, _ := newClient(t, srv)
	ctx := context.Background()
	a := srv.ChallengePlayer(aaron, 15*time.Minute, 10*time.Second, true)
	b := srv.ChallengePlayer(aaron, 10*time.Minute, 0, false)
	if err := c.AcceptChallenge(ctx, a); err != nil {
		t.Fatal(err)
	}
	if err := c.DeclineChallenge(ctx, b, "later"); err != nil {
		t.Fatal(err)
	}
	if srv.ChallengeStatus(a) != "accepted" || srv.ChallengeStatus(b) != "declined" {
		t.Errorf("statuses %s, %s", srv.ChallengeStatus(a), srv.ChallengeStatus(b))
	}
	if g := srv.GameNow(a); g.Status != lichess.StatusStarted {
		t.Errorf("the accepted challenge's game: %+v", g)
	}
	if err := c.AcceptChallenge(ctx, b); !errors.Is(err, lichess.ErrNotFound) {
		t.Errorf("accepting a declined challenge: %v", err)
	}
}

// TestGameActions: draw offers both ways, takebacks, chat, abort, claims
// and resignation reach the server as the spec has them.
func TestGameActions(t *testing.T) {
	srv := lichesstest.New(t)
	c, _ := newClient(t, srv)
	ctx := context.Background()
	start := func() string {
		return srv.StartGame(lichesstest.GameSpec{Color: "white", Opponent: aaron, Limit: 15 * time.Minute, Inc: 10 * time.Second})
	}
	id := start()
	if err := c.Abort(ctx, id); err != nil || srv.GameNow(id).Status != lichess.StatusAborted {
		t.Errorf("abort: %v, %+v", err, srv.GameNow(id))
	}
	id = start()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(c.Move(ctx, id, "e2e4", false))
	srv.OpponentMove(id, "e7e5")
	var api *lichess.APIError
	if err := c.Abort(ctx, id); !errors.As(err, &api) {
		t.Errorf("abort after both moved: %v", err)
	}
	must(c.Draw(ctx, id, true))
	if g := srv.GameNow(id); !g.Offers[0] {
		t.Errorf("the draw offer is not standing: %+v", g)
	}
	srv.OpponentDeclinesDraw(id)
	srv.OpponentOffersDraw(id)
	must(c.Draw(ctx, id, false))
	if g := srv.GameNow(id); g.Offers != [2]bool{} {
		t.Errorf("offers after declining: %+v", g)
	}
	must(c.Move(ctx, id, "g1f3", false))
	srv.OpponentProposesTakeback(id)
	must(c.Takeback(ctx, id, true))
	if g := srv.GameNow(id); len(g.Moves) != 1 { // Black's e7e5, and White's reply g1f3
		t.Errorf("after the takeback: %v", g.Moves)
	}
	must(c.Chat(ctx, id, "player", "Good luck"))
	if g := srv.GameNow(id); len(g.Said) != 1 || g.Said[0] != "Good luck" {
		t.Errorf("chat: %v", g.Said)
	}
	if err := c.ClaimVictory(ctx, id); !errors.As(err, &api) {
		t.Errorf("a claim while the opponent is there: %v", err)
	}
	srv.OpponentGone(id, true, 0)
	must(c.ClaimVictory(ctx, id))
	if g := srv.GameNow(id); g.Status != lichess.StatusTimeout || g.Winner != "white" {
		t.Errorf("after the claim: %+v", g)
	}
	id = start()
	must(c.Move(ctx, id, "e2e4", true))
	srv.OpponentOffersDraw(id)
	if g := srv.GameNow(id); g.Status != lichess.StatusDraw {
		t.Errorf("a draw offered with the move and accepted: %+v", g)
	}
	id = start()
	must(c.Resign(ctx, id))
	if g := srv.GameNow(id); g.Status != lichess.StatusResign || g.Winner != "black" {
		t.Errorf("resign: %+v", g)
	}
}
