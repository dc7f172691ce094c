package uci

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	chessuci "github.com/corentings/chess/v2/uci"

	"github.com/anna-chess/anna/internal/tsv"
)

func TestParseOption(t *testing.T) {
	for _, row := range tsv.Read(t, "testdata/options.tsv") {
		t.Run(row[1], func(t *testing.T) {
			o, err := parseOption(row[0])
			if err != nil {
				t.Fatal(err)
			}
			dash := func(s string) string {
				if s == "" {
					return "-"
				}
				return s
			}
			got := []string{o.Name, o.Type, dash(o.Default), strconv.Itoa(o.Min), strconv.Itoa(o.Max), dash(strings.Join(o.Vars, "|"))}
			if want := row[1:]; strings.Join(got, "\t") != strings.Join(want, "\t") {
				t.Errorf("got %q, want %q", got, want)
			}
		})
	}
}

func FuzzParseOption(f *testing.F) {
	for _, s := range []string{"option name Skill Level type spin default 20 min 0 max 20", "option name x type", "option", "option name  type check"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		o, err := parseOption(line)
		if err == nil && (o.Name == "" || o.Type == "") {
			t.Errorf("%q read as %+v", line, o)
		}
	})
}

func TestHandshake(t *testing.T) {
	p := start(t, fake(t, ""))
	if p.Name != "FakeFish 1.0" {
		t.Errorf("name %q, want FakeFish 1.0", p.Name)
	}
	o, ok := p.Options["skill level"]
	if !ok || o.Min != 0 || o.Max != 20 {
		t.Errorf("Skill Level read as %+v (%v), want spin 0 to 20", o, ok)
	}
}

func TestSearchBestMove(t *testing.T) {
	p := start(t, fake(t, "moves=g1f3 e2e4,score=35"))
	res, err := p.Search(context.Background(), Position{Moves: []string{"e2e4", "e7e5"}}, chessuci.CmdGo{MoveTime: 10 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if res.Move != "g1f3" || res.Score.CP != 35 || res.Sent.IsZero() {
		t.Errorf("got %+v, want g1f3 with 35 centipawns", res)
	}
}

// TestFaults: an engine that dies or goes silent during a search is found
// out, and the search ends with the reason.
func TestFaults(t *testing.T) {
	for _, tt := range []struct {
		spec string
		want error
		text string
	}{
		{"crash=1", ErrCrashed, "exit status 3"},
		{"close=1", ErrCrashed, ""},
		{"hang=1", ErrNotAnswering, "isready"},
	} {
		t.Run(tt.spec, func(t *testing.T) {
			p := start(t, fake(t, tt.spec))
			began := time.Now()
			_, err := p.Search(context.Background(), Position{}, chessuci.CmdGo{MoveTime: time.Millisecond})
			if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.text) {
				t.Errorf("got %v, want %v (%s)", err, tt.want, tt.text)
			}
			if d := time.Since(began); d > 3*time.Second {
				t.Errorf("found after %s", d)
			}
		})
	}
}

func TestSearchStopped(t *testing.T) {
	p := start(t, fake(t, "infinite"))
	// Twice: had the first stop's best move been left unread, the second
	// search would end at once with it.
	for i := 0; i < 2; i++ {
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		began := time.Now()
		res, err := p.Search(ctx, Position{}, chessuci.CmdGo{Infinite: true})
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) || time.Since(began) < 100*time.Millisecond {
			t.Fatalf("search %d: got %+v, %v after %s; want it stopped after 100ms", i+1, res, err, time.Since(began))
		}
	}
}

func TestNotInstalled(t *testing.T) {
	for _, cmd := range []string{"no-such-chess-engine", "/nonexistent/stockfish"} {
		if _, err := Find(cmd); !errors.Is(err, ErrNotInstalled) {
			t.Errorf("Find(%q): got %v, want ErrNotInstalled", cmd, err)
		}
	}
	if _, err := Start("/nonexistent/stockfish", nil); !errors.Is(err, ErrNotInstalled) {
		t.Errorf("Start: got %v, want ErrNotInstalled", err)
	}
}

func TestStockfish(t *testing.T) {
	p := start(t, stockfish(t))
	for _, name := range []string{"Skill Level", "UCI_Elo", "UCI_LimitStrength", "Threads"} {
		if !p.Has(name) {
			t.Errorf("stockfish offers no %q: %v", name, p.Options)
		}
	}
	res, err := p.Search(context.Background(), Position{Moves: []string{"f2f3", "e7e5", "g2g4"}}, chessuci.CmdGo{MoveTime: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if res.Move != "d8h4" || res.Score.Mate != 1 {
		t.Errorf("got %s with %+v, want the mate d8h4", res.Move, res.Score)
	}
}

// TestPerft: stockfish's counts from the start (the well-known 20, 400,
// 8,902) and from a Chess960 position whose castling rights are in
// Shredder-FEN (rules' testdata/perft has the count; read as standard
// chess, HFhf would be refused).
func TestPerft(t *testing.T) {
	p := start(t, stockfish(t))
	for _, tt := range []struct {
		fen   string
		depth int
		want  uint64
	}{
		{startFEN, 1, 20},
		{startFEN, 2, 400},
		{startFEN, 3, 8902},
		{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1", 3, 12189},
	} {
		got, err := p.Perft(context.Background(), tt.fen, tt.depth)
		if err != nil || got != tt.want {
			t.Errorf("perft %d of %s: got %d, %v; want %d", tt.depth, tt.fen, got, err, tt.want)
		}
	}
	// A search after the counts is of standard chess again.
	res, err := p.Search(context.Background(), Position{Moves: []string{"f2f3", "e7e5", "g2g4"}}, chessuci.CmdGo{Depth: 5})
	if err != nil || res.Move != "d8h4" {
		t.Errorf("search after perft: got %+v, %v; want d8h4", res, err)
	}
}

// TestPerftNoChess960: an engine without UCI_Chess960 cannot count with
// Chess960's castling, and says so.
func TestPerftNoChess960(t *testing.T) {
	p := start(t, fake(t, ""))
	if _, err := p.Perft(context.Background(), startFEN, 1); !errors.Is(err, ErrNoChess960) {
		t.Errorf("got %v, want ErrNoChess960", err)
	}
}
