package session_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// catchUp is session.CatchUp of a scoresheet's text, as resuming reads
// it: one that cannot be read changes nothing.
func catchUp(st *session.State, pgn string) (int, error) {
	rec, err := rules.ReadPGNRecord(pgn)
	if err != nil {
		return 0, nil
	}
	return session.CatchUp(st, rec)
}

type stepTime struct{ now time.Duration }

func (s *stepTime) Now() time.Duration { return s.now }

// played plays moves in a session with a clock, each after ten seconds,
// and returns the documents saved after each.
func played(t *testing.T, moves ...string) []session.Documents {
	t.Helper()
	clock := &stepTime{}
	tc, _ := rules.ParseTimeControl("5+0")
	s, err := session.New(session.Config{TimeControl: tc, Time: clock})
	if err != nil {
		t.Fatal(err)
	}
	s.Start()
	var docs []session.Documents
	for _, m := range moves {
		clock.now += 10 * time.Second
		if out := s.Transcript(s.Handle(m)); strings.Contains(out, "cannot") {
			t.Fatalf("%s: %s", m, out)
		}
		docs = append(docs, s.Documents())
	}
	return docs
}

func stateOf(t *testing.T, d session.Documents) session.State {
	t.Helper()
	var st session.State
	if err := json.Unmarshal(d.State, &st); err != nil {
		t.Fatal(err)
	}
	return st
}

// TestCatchUpFromThePGN: the state was saved after the second move, the
// scoresheet after the fifth (a full disk took the larger file only);
// resuming brings back all five, with their clocks and the draw offer.
func TestCatchUpFromThePGN(t *testing.T) {
	docs := played(t, "e4", "e5", "Nf3", "draw", "Nc6")
	last := docs[len(docs)-1]
	st := stateOf(t, docs[1])
	if n, _ := catchUp(&st, last.PGN); n != 2 {
		t.Fatalf("added %d moves, want 2 (Nf3 and Nc6 ... the draw is an offer)", n)
	}
	cfg := session.Config{Time: &stepTime{}}
	s, err := session.Restore(st, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := s.PGN(), last.PGN; got != want {
		t.Errorf("resumed from the state and the PGN:\n%s\nwant the PGN as saved:\n%s", got, want)
	}
}

// TestCatchUpTrustsANewerState: a scoresheet with fewer moves, other
// moves, or none that parse, changes nothing.
func TestCatchUpTrustsANewerState(t *testing.T) {
	docs := played(t, "e4", "e5", "Nf3")
	other := played(t, "d4", "d5", "c4", "e6")
	for name, pgn := range map[string]string{
		"older":      docs[0].PGN,
		"other game": other[3].PGN,
		"not a PGN":  "[Event \"x\"]\n\n1. e4 {unclosed",
		"empty":      "",
	} {
		st := stateOf(t, docs[2])
		before, _ := json.Marshal(st)
		if n, _ := catchUp(&st, pgn); n != 0 {
			t.Errorf("%s: added %d moves", name, n)
		}
		if after, _ := json.Marshal(st); string(after) != string(before) {
			t.Errorf("%s: the state changed", name)
		}
	}
}

// FuzzCatchUp: a scoresheet of any text never makes resume panic, and
// what it adds can be set up again.
func FuzzCatchUp(f *testing.F) {
	docs := played(&testing.T{}, "e4", "e5", "Nf3", "Nc6")
	f.Add(docs[3].PGN)
	f.Add("1. e4 {[%clk 0:04:50] (=)} e5 {[%clk 9:99:99]} 2. Nf3 1-0")
	f.Add("[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n\n1. Kb1 *")
	base, _ := json.Marshal(stateOf(&testing.T{}, docs[1]))
	f.Fuzz(func(t *testing.T, pgn string) {
		var st session.State
		json.Unmarshal(base, &st)
		if n, _ := catchUp(&st, pgn); n > 0 {
			session.Restore(st, session.Config{Time: &stepTime{}}) // an error is fine, a panic is not
		}
	})
}

// TestCatchUpRefusesAClockNoGameHas: a [%clk] reading beyond 1000 hours
// is refused, naming the half-move and the reading; the state is as it was.
func TestCatchUpRefusesAClockNoGameHas(t *testing.T) {
	docs := played(t, "e4", "e5")
	st := stateOf(t, docs[1])
	before, _ := json.Marshal(st)
	pgn := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(docs[1].PGN), "*")) + " 2. Nf3 {[%clk 1001:00:00]} *\n"
	n, err := catchUp(&st, pgn)
	var big *session.ClockTooLargeError
	if !errors.As(err, &big) || n != 0 {
		t.Fatalf("catchUp = %d, %v; want a *ClockTooLargeError", n, err)
	}
	if big.Ply != 3 || big.Reading != "1001:00:00" || big.Max != 1000*time.Hour {
		t.Errorf("refused %+v, want half-move 3, 1001:00:00, at most 1000h", *big)
	}
	if after, _ := json.Marshal(st); string(after) != string(before) {
		t.Error("the state changed")
	}
}
