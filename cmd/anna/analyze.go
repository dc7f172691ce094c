package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/anna-chess/anna/engine"
	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/internal/console"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
)

// analyzeGame is anna analyze FILE: the engine goes through the file's
// first game, saying how far it is every few seconds, and names each
// serious mistake as a step of a review (next, back, eval, stop). With
// standard input not a terminal, every step is written at once and the
// lines read are answered as at the board.
func analyzeGame(o options, stdin *os.File, stdout, stderr io.Writer) int {
	game, err := readGame(o.analyze)
	if err != nil {
		fmt.Fprintln(stderr, inLang(o.book, err))
		return 1
	}
	later := make(chan string, 4)
	voice, ok := openVoiceSaying(o, later, stdout, stderr)
	if !ok {
		return 2
	}
	defer voice.Close()
	say := func(p speech.Phrase) { // the PGN's words may be in it
		fmt.Fprintln(stdout, cleantext.Line(p.Text()))
		voice.Speak(p)
	}
	path, err := uci.Find(o.engine.command)
	if err != nil {
		say(o.book.EngineMissing(o.engine.command, false, installs))
		return 1
	}
	level := engine.MaxLevel
	if o.engine.levelGiven {
		level = o.engine.level
	}
	cfg := session.Config{Book: o.book, Variant: game.Variant(), Engine: &session.EngineConfig{Command: o.engine.command, Level: int(level), Hints: true}}
	var moves []rules.Move
	for _, p := range game.Plies() {
		moves = append(moves, p.Move)
	}
	sess, err := session.NewAnalysis(cfg, game.StartFEN(), moves)
	if err != nil {
		fmt.Fprintln(stderr, inLang(o.book, annaSays(cliCannotAnalyse, o.analyze, err)))
		return 1
	}
	req := sess.RequestAnalysis(session.NoSeat)
	sess.TakeEngineRequests() // answered here, not by a player at the table

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	found, err := analyse(ctx, sess, req, path, level, func(outs []session.Output) {
		for _, out := range outs {
			for _, p := range out.In(o.book) {
				say(p)
			}
		}
	})
	stop()
	if err != nil {
		say(o.book.AnalysisFailed())
		fmt.Fprintf(stderr, "anna: %v\n", err)
		return 1
	}

	t := table.New(sess, table.NoStore{})
	defer t.Close()
	client, _ := t.Sit(session.NoSeat)
	t.Start()
	interactive := console.IsTerminal(stdin)
	t.Act(func(s *session.Session) []session.Output {
		out := s.AnalysisDone(req, found)
		if !interactive {
			out = append(out, s.AnalysisSteps()...)
		}
		return out
	})
	// eval, asked at a step, is answered by an engine at the table.
	adviser, err := engine.Attach(t, engine.Config{Path: path, Plays: rules.NoColor, AnalysisLevel: level}, nil)
	if err == nil {
		defer adviser.Close()
	}
	return runTerminal(o, t, client, stdin, stdout, stderr, voice, nil, later)
}

// analyse runs the analysis of the request's game with an engine of its
// own, telling how far it is every few seconds (engine.AnalyseRequest).
func analyse(ctx context.Context, sess *session.Session, req session.EngineRequest, path string, level engine.Level, tell func([]session.Output)) ([]session.Mistake, error) {
	proc, err := engine.StartAdviser(path, nil)
	if err != nil {
		return nil, err
	}
	defer proc.Close()
	return engine.AnalyseRequest(ctx, proc, req, engine.AnalysisNodes(level), func(f func(*session.Session) []session.Output) {
		tell(f(sess))
	})
}

// readGame reads the first game of a PGN file (standard chess or
// Chess960) and returns it played out.
func readGame(path string) (*rules.Game, error) {
	text, err := scoresheet.ReadNamed(path) // a device, a FIFO, a huge file refused at once
	if err != nil {
		return nil, scoresheetTrouble(err, cliCannotRead)
	}
	g, err := rules.ReadPGN(string(text))
	if err != nil {
		return nil, pgnTrouble(path, err)
	}
	if len(g.Plies()) == 0 {
		return nil, annaSays(cliNoMovesAnalyse, path)
	}
	return g, nil
}

// unwrapPath is an os error without the path, which the line names already.
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}
