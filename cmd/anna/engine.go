package main

import (
	"flag"
	"io"
	"math/rand/v2"
	"runtime"
	"strings"

	"github.com/anna-chess/anna/engine"
	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
)

// engineFlags are --engine, --engine-side, --level and --no-hints: the
// engine that plays one side and gives hints (issue 13).
type engineFlags struct {
	command    string // a name on PATH (or in /usr/games) or a path; "" for none
	side       string // "white", "black" or "random"
	level      engine.Level
	levelGiven bool
	hints      bool
}

// engineFlagValues are the flags as the flag set holds them.
type engineFlagValues struct {
	command *string
	side    *string
	level   *engine.Level
	noHints *bool
}

func addEngineFlags(fs *flagSet) engineFlagValues {
	v := engineFlagValues{side: new(string), level: new(engine.Level)}
	v.command = fs.String("engine", "", "")
	sides := []string{"white", "black", "random"}
	oneOf(fs, v.side, "engine-side", "black", sides, sides)
	fs.Text(&number[engine.Level]{P: v.level, Lo: engine.MinLevel, Hi: engine.MaxLevel, Choices: part(cliLevelRange)}, "level", "3")
	fs.Lookup("level").DefValue = "" // the usage says both defaults; the flag package would add "3" as the only one
	v.noHints = fs.Bool("no-hints", false, "")
	return v
}

// read checks the engine's flags: --engine-side, --level and --no-hints
// mean nothing without an engine, except for anna resume (the saved
// match's engine) and anna analyze (stockfish unless --engine names one).
func (v engineFlagValues) read(fs *flag.FlagSet, command string) (engineFlags, error) {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	e := engineFlags{command: strings.TrimSpace(*v.command), hints: !*v.noHints, levelGiven: given["level"]}
	if given["engine"] && e.command == "" {
		return e, annaSays(cliEngineNeedsName)
	}
	if e.command == "" && command == "analyze" {
		e.command = uci.DefaultCommand
	}
	if e.command == "" && command != "resume" {
		for _, name := range []string{"engine-side", "level", "no-hints"} {
			if given[name] {
				return e, annaSays(cliNeedsEngine, "--"+name)
			}
		}
	}
	e.side, e.level = *v.side, *v.level
	return e, nil
}

// plays is the side the engine takes: random is drawn now.
func (e engineFlags) plays() rules.Color {
	switch e.side {
	case "white":
		return rules.White
	case "random":
		if rand.IntN(2) == 0 {
			return rules.White
		}
	}
	return rules.Black
}

// gameEngine is the engine of a new game, or nil: without --engine, or
// when the engine is not installed; then missing is the line that says so
// (the game goes on between two people).
func gameEngine(o options) (cfg *session.EngineConfig, missing *speech.Phrase) {
	e := o.engine
	if e.command == "" {
		return nil, nil
	}
	if _, err := uci.Find(e.command); err != nil {
		p := o.book.EngineMissing(e.command, true, installs)
		return nil, &p
	}
	return &session.EngineConfig{Command: e.command, Plays: rules.ColorName(e.plays()), Level: int(e.level), Hints: e.hints}, nil
}

// installs is how a player installs stockfish and espeak-ng here: the
// advice anna gives when one is missing.
var installs = speech.InstallFor(runtime.GOOS)

// resumeEngine is the engine of a match resumed: the saved one with what
// the command line changes (--engine, --engine-side, --level, --no-hints),
// or, for a match saved without one, the engine --engine names, as a new
// game has it; nil when there is none.
func resumeEngine(o options, saved *session.EngineConfig) *session.EngineConfig {
	e := o.engine
	if saved == nil {
		if e.command == "" {
			return nil
		}
		return &session.EngineConfig{Command: e.command, Plays: rules.ColorName(e.plays()), Level: int(e.level), Hints: e.hints}
	}
	cfg := *saved
	if _, given := o.given["engine"]; given {
		cfg.Command, cfg.Name, cfg.Off = e.command, "", false
	}
	if _, given := o.given["engine-side"]; given {
		cfg.Plays = rules.ColorName(e.plays())
	}
	if _, given := o.given["level"]; given {
		cfg.Level = int(e.level)
	}
	if _, given := o.given["no-hints"]; given {
		cfg.Hints = e.hints
	}
	return &cfg
}

// seatedEngine is the match's engine at the table (engine.Seated), or
// nil when the match has none.
type seatedEngine struct{ *engine.Seated }

// seatEngine seats the match's engine, if it has one; notices are printed
// for the player (the engine's name and its log), said printed and
// spoken (an engine missing).
func seatEngine(o options, sess *session.Session, t *table.Table, pgnPath string, stderr io.Writer) (*seatedEngine, []string, []speech.Phrase) {
	e, notices, said := engine.SeatAt(o.book, sess, t, pgnPath, stderr)
	if e == nil {
		return nil, notices, said
	}
	return &seatedEngine{e}, notices, said
}

// seat is the seat of this terminal when the engine plays: the other side.
func (e *seatedEngine) seat() session.Seat {
	if e == nil {
		return session.NoSeat
	}
	return e.Seat()
}

func (e *seatedEngine) close() {
	if e != nil {
		e.Close()
	}
}
