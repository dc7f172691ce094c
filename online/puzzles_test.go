package online

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/lichess/lichesstest"
)

// puzzlesOn starts a sitting of lichess's puzzles on the fake srv, with
// its token or none; the client's waits (429) pass at once, counted.
func puzzlesOn(t *testing.T, srv *lichesstest.Server, token bool) (*Puzzles, PuzzleStart, *[]error, *int) {
	t.Helper()
	tok := ""
	if token {
		tok = srv.Token
	}
	var waits int
	c, err := lichess.New(lichess.Config{URL: srv.URL, Token: tok,
		Sleep: func(context.Context, time.Duration) error { waits++; return nil }})
	if err != nil {
		t.Fatal(err)
	}
	p, start, err := NewPuzzles(context.Background(), c, token)
	if err != nil {
		t.Fatal(err)
	}
	var troubles []error
	p.Trouble = func(err error) { troubles = append(troubles, err) }
	return p, start, &troubles, &waits
}

// TestPuzzlesRatedByLichess: the daily puzzle first, then lichess's next;
// each result sent once (again is not sent twice), the rating lichess's.
func TestPuzzlesRatedByLichess(t *testing.T) {
	srv := lichesstest.New(t)
	srv.SetScopes("board:play,puzzle:read,puzzle:write")
	p, start, troubles, _ := puzzlesOn(t, srv, true)
	if start.Rating != 1500 || start.NoWrite {
		t.Fatalf("start %+v, want the fake's rating 1500 and the scope", start)
	}
	daily, ok, _ := p.Next()
	if !ok || daily.ID != "IFy4T" {
		t.Fatalf("first puzzle %q %v, want the daily IFy4T", daily.ID, ok)
	}
	before, after, rated, err := p.Rate(daily, true)
	if err != nil || !rated || before != 1500 || after <= before || after != int(srv.PuzzleRating().Rating+0.5) {
		t.Fatalf("Rate = %d %d %v %v; the fake's rating %v", before, after, rated, err, srv.PuzzleRating().Rating)
	}
	if b, a, rated, err := p.Rate(daily, false); rated || err != nil || b != after || a != after {
		t.Errorf("again: Rate = %d %d %v %v, want not rated, %d", b, a, rated, err, after)
	}
	next, ok, _ := p.Next()
	if !ok || next.ID == daily.ID {
		t.Fatalf("next %q %v, want another puzzle", next.ID, ok)
	}
	if got := srv.PuzzleResults(); len(got) != 1 || got[0].ID != daily.ID || !got[0].Win {
		t.Errorf("sent %+v, want the daily puzzle won, once", got)
	}
	if len(*troubles) != 0 {
		t.Errorf("troubles: %v", *troubles)
	}
}

// TestPuzzlesKeepResultsOffline: a result the network keeps back is said,
// kept, and sent with the next; a 429 is waited and said by the client.
func TestPuzzlesKeepResultsOffline(t *testing.T) {
	srv := lichesstest.New(t)
	srv.SetScopes("board:play,puzzle:read,puzzle:write")
	p, _, troubles, waits := puzzlesOn(t, srv, true)
	daily, _, _ := p.Next()
	srv.Down(false)
	if _, _, _, err := p.Rate(daily, true); !errors.Is(err, lichess.ErrNoNetwork) || len(*troubles) != 1 {
		t.Fatalf("offline: Rate err %v, troubles %v", err, *troubles)
	}
	if _, ok, why := p.Next(); ok || !errors.Is(p.Err(), lichess.ErrNoNetwork) || !why.Is(keyPuzzleOffline) {
		t.Fatalf("offline: Next found a puzzle, or no reason: %v, said %v", p.Err(), why)
	}
	srv.Up()
	srv.Fail("/api/puzzle/next", http.StatusTooManyRequests, 1, 1)
	next, ok, _ := p.Next()
	if !ok || *waits != 1 {
		t.Fatalf("after a 429: Next %v, %d waits", ok, *waits)
	}
	if _, _, rated, err := p.Rate(next, false); err != nil || !rated {
		t.Fatalf("back online: Rate %v %v", rated, err)
	}
	if got := srv.PuzzleResults(); len(got) != 2 || got[0].ID != daily.ID || got[1].ID != next.ID {
		t.Errorf("sent %+v, want the kept result, then the next", got)
	}
	if n, err := p.Flush(context.Background()); n != 0 || err != nil {
		t.Errorf("Flush = %d %v with nothing kept", n, err)
	}
}

// TestPuzzleUnreadable: a puzzle lichess sends that does not play on
// anna's board is said, and another is asked for.
func TestPuzzleUnreadable(t *testing.T) {
	srv := lichesstest.New(t)
	srv.SetScopes("board:play,puzzle:read")
	p, start, troubles, _ := puzzlesOn(t, srv, true)
	if !start.NoWrite {
		t.Errorf("a token without puzzle:write: start %+v", start)
	}
	p.Next() // the daily puzzle
	srv.Hostile("/api/puzzle/next", `{"game":{"id":"x","pgn":"e4 e5 Qh5"},"puzzle":{"id":"bad1","initialPly":2,"solution":["a1a8"],"themes":[]}}`)
	next, ok, _ := p.Next()
	if !ok || next.ID == "bad1" || len(*troubles) != 1 || !errors.Is((*troubles)[0], ErrUnreadablePuzzle) {
		t.Fatalf("Next %q %v, troubles %v: want the bad one said and another set", next.ID, ok, *troubles)
	}
	if b, a, rated, err := p.Rate(next, true); !rated || err != nil || b != 1500 || a != 1500 {
		t.Errorf("without puzzle:write: Rate = %d %d %v %v, want the account's 1500, nothing sent", b, a, rated, err)
	}
	if got := srv.PuzzleResults(); len(got) != 0 {
		t.Errorf("sent %+v without the scope", got)
	}
}

// TestPuzzlesWithoutToken: the daily puzzle, then why not the next; no
// rating.
func TestPuzzlesWithoutToken(t *testing.T) {
	srv := lichesstest.New(t)
	p, start, _, _ := puzzlesOn(t, srv, false)
	if start.Rating != 0 || start.NoWrite {
		t.Errorf("start %+v without a token", start)
	}
	daily, ok, _ := p.Next()
	if !ok {
		t.Fatal("no daily puzzle without a token")
	}
	if _, after, _, _ := p.Rate(daily, true); after != 0 {
		t.Errorf("a rating %d without a token", after)
	}
	if _, ok, why := p.Next(); ok || !errors.Is(p.Err(), ErrNoPuzzleToken) || !why.Is(keyPuzzleNoToken) {
		t.Errorf("next without a token: %v %v, said %v", ok, p.Err(), why)
	}
}

// TestNoPuzzleWhy: why lichess gave no next puzzle, as the sitting says
// it after "No puzzle is left to set.", against the fake: lichess's own
// answer (a refusal, with its message), the token revoked, none left for
// the account (nothing more to say).
func TestNoPuzzleWhy(t *testing.T) {
	srv := lichesstest.New(t)
	srv.SetScopes("board:play,puzzle:read")
	p, _, _, _ := puzzlesOn(t, srv, true)
	p.Next() // the daily puzzle
	srv.Fail("/api/puzzle/next", http.StatusForbidden, 1, 0)
	_, ok, why := p.Next()
	var api *lichess.APIError
	if ok || !errors.As(p.Err(), &api) || !why.Is(keyLichessRefused) || why.Args.Text(0) != api.Message || api.Message == "" {
		t.Errorf("lichess refused: %v %v, said %v", ok, p.Err(), why)
	}
	for n := 0; ; n++ { // the fake's puzzles, each set once to a token of puzzle:read
		if n > 1000 {
			t.Fatal("the fake's puzzles never end")
		}
		if _, ok, why = p.Next(); !ok {
			break
		}
	}
	if p.Err() != nil || !why.IsZero() {
		t.Errorf("none left: %v, said %v", p.Err(), why)
	}
	srv.Revoke()
	if _, ok, why := p.Next(); ok || !errors.Is(p.Err(), lichess.ErrUnauthorized) || !why.Is(keyPuzzleTokenRefused) {
		t.Errorf("the token revoked: %v %v, said %v", ok, p.Err(), why)
	}
	if why := NoPuzzleWhy(context.DeadlineExceeded); !why.Is(keyPuzzleOffline) { // PuzzleWait passed
		t.Errorf("no answer in time: said %v", why)
	}
}
