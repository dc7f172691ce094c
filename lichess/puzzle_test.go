package lichess_test

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/lichess/lichesstest"
	"github.com/anna-chess/anna/puzzle"
)

func puzzleClient(t *testing.T, srv *lichesstest.Server, token string) *lichess.Client {
	t.Helper()
	c, err := lichess.New(lichess.Config{URL: srv.URL, Token: token})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestDailyPuzzle: the daily puzzle, without a token, made into the
// database's form on anna's board: the spec's example, IFy4T, whose game's
// last move Bxe4 is the opponent's.
func TestDailyPuzzle(t *testing.T) {
	srv := lichesstest.New(t)
	c := puzzleClient(t, srv, "")
	pg, err := c.DailyPuzzle(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	p, err := c.PuzzleOf(pg)
	if err != nil {
		t.Fatal(err)
	}
	var moves []string
	for _, m := range p.Moves {
		moves = append(moves, m.String())
	}
	if p.ID != "IFy4T" || strings.Join(moves, " ") != "f5e4 c4d3 e4d3 e1e5" || p.Rating != 1869 ||
		p.FEN != "2k5/1p6/p1p5/P3qbpp/2Q1B3/3r2P1/1P3P1P/4R1K1 b - - 0 29" || p.GameURL != srv.URL+"/bcZBqQrZ/black#58" {
		t.Errorf("got %+v", p)
	}
	if r := srv.Requests(); len(r) != 1 || r[0].Path != "/api/puzzle/daily" || r[0].Status != http.StatusOK {
		t.Errorf("requests %+v", r)
	}
}

// TestEveryExamplePuzzle: each puzzle of the spec's examples plays
// through on anna's board.
func TestEveryExamplePuzzle(t *testing.T) {
	srv := lichesstest.New(t)
	c := puzzleClient(t, srv, srv.Token)
	ids := srv.PuzzleIDs()
	if len(ids) < 5 {
		t.Fatalf("the fake has %d puzzles", len(ids))
	}
	for _, id := range ids {
		pg, err := c.PuzzleByID(context.Background(), id)
		if err != nil {
			t.Errorf("%s: %v", id, err)
			continue
		}
		p, err := c.PuzzleOf(pg)
		if err != nil || p.ID != id || len(p.Moves) != len(pg.Puzzle.Solution)+1 {
			t.Errorf("%s: %+v, %v", id, p, err)
			continue
		}
		if s, _, err := puzzle.Start(p); err != nil || s.Game().Turn() != p.Solver() {
			t.Errorf("%s: start %v", id, err)
		}
	}
}

// TestPuzzleByIDRefused: an id lichess has not is ErrNotFound; one that is
// no id is refused before any request.
func TestPuzzleByIDRefused(t *testing.T) {
	srv := lichesstest.New(t)
	c := puzzleClient(t, srv, "")
	if _, err := c.PuzzleByID(context.Background(), "zzzzz"); !errors.Is(err, lichess.ErrNotFound) {
		t.Errorf("unknown: %v", err)
	}
	for _, id := range []string{"", "a/b", "x?y"} {
		if _, err := c.PuzzleByID(context.Background(), id); err == nil {
			t.Errorf("%q accepted", id)
		}
	}
	if n := len(srv.Requests()); n != 1 {
		t.Errorf("%d requests, want 1", n)
	}
}

// TestNextPuzzle: with a token of the puzzle:read scope each next puzzle
// is one the account has not seen, until none is left (ErrNotFound); an
// angle keeps to its theme; a difficulty or a colour the spec has not is
// refused before any request.
func TestNextPuzzle(t *testing.T) {
	srv := lichesstest.New(t)
	srv.SetScopes("board:play,puzzle:read")
	c := puzzleClient(t, srv, srv.Token)
	ctx := context.Background()
	seen := map[string]bool{}
	for {
		pg, err := c.NextPuzzle(ctx, lichess.NextPuzzle{})
		if errors.Is(err, lichess.ErrNotFound) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if seen[pg.Puzzle.ID] {
			t.Fatalf("%s given twice", pg.Puzzle.ID)
		}
		seen[pg.Puzzle.ID] = true
	}
	if len(seen) != len(srv.PuzzleIDs()) {
		t.Errorf("got %d puzzles of %d", len(seen), len(srv.PuzzleIDs()))
	}
	fresh := lichesstest.New(t)
	fresh.SetScopes("puzzle:read")
	c = puzzleClient(t, fresh, fresh.Token)
	pg, err := c.NextPuzzle(ctx, lichess.NextPuzzle{Angle: "pin", Difficulty: "harder", Color: "white"})
	if err != nil || !slices.Contains(pg.Puzzle.Themes, "pin") || pg.Puzzle.InitialPly%2 != 1 {
		t.Errorf("a pin for White: %+v %v", pg.Puzzle, err)
	}
	if last := fresh.Requests()[len(fresh.Requests())-1]; last.Path != "/api/puzzle/next" {
		t.Errorf("request %+v", last)
	}
	n := len(fresh.Requests())
	for _, o := range []lichess.NextPuzzle{{Difficulty: "hard"}, {Color: "red"}, {Angle: "mate in 2"}, {Angle: "../x"}} {
		if _, err := c.NextPuzzle(ctx, o); err == nil {
			t.Errorf("%+v accepted", o)
		}
	}
	if len(fresh.Requests()) != n {
		t.Error("a refused option was sent")
	}
}

// TestPuzzleResults: results go back only where the token's scope allows:
// TokenScopes says whether it has puzzle:write; without it lichess refuses
// (403); with it lichess rates each puzzle once and answers the rating
// and each change.
func TestPuzzleResults(t *testing.T) {
	srv := lichesstest.New(t)
	c := puzzleClient(t, srv, srv.Token)
	ctx := context.Background()
	scopes, err := c.TokenScopes(ctx)
	if err != nil || slices.Contains(scopes, lichess.PuzzleWriteScope) || !slices.Contains(scopes, "board:play") {
		t.Fatalf("scopes %v %v", scopes, err)
	}
	sols := []lichess.PuzzleSolution{{ID: "IFy4T", Win: true, Rated: true}}
	var api *lichess.APIError
	if _, err := c.SendPuzzleResults(ctx, "", sols); !errors.As(err, &api) || api.Status != http.StatusForbidden {
		t.Errorf("without the scope: %v", err)
	}
	srv.SetScopes("board:play,puzzle:read,puzzle:write")
	if scopes, _ := c.TokenScopes(ctx); !slices.Contains(scopes, lichess.PuzzleWriteScope) {
		t.Fatalf("scopes %v", scopes)
	}
	res, err := c.SendPuzzleResults(ctx, "", append(sols, lichess.PuzzleSolution{ID: "PSjmf", Win: false, Rated: true}))
	if err != nil || len(res.Rounds) != 2 || res.Glicko == nil {
		t.Fatalf("got %+v %v", res, err)
	}
	if res.Rounds[0].RatingDiff <= 0 || res.Rounds[1].RatingDiff >= 0 || int(res.Glicko.Rating) != int(srv.PuzzleRating().Rating) {
		t.Errorf("a win then a loss: %+v, rating %+v", res.Rounds, res.Glicko)
	}
	got := srv.PuzzleResults()
	if len(got) != 2 || got[0].Angle != "mix" || got[0].ID != "IFy4T" || !got[0].Win || got[1].Win {
		t.Errorf("the fake got %+v", got)
	}
	if _, err := c.SendPuzzleResults(ctx, "mix", nil); err == nil {
		t.Error("no results sent")
	}
	srv.Revoke()
	if _, err := c.TokenScopes(ctx); !errors.Is(err, lichess.ErrUnauthorized) {
		t.Errorf("revoked: %v", err)
	}
	if _, err := puzzleClient(t, srv, "").TokenScopes(ctx); !errors.Is(err, lichess.ErrUnauthorized) {
		t.Errorf("no token: %v", err)
	}
}
