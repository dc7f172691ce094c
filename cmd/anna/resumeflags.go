package main

import (
	"encoding/json"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
)

// resumeFlags checks the flags typed to anna resume (or anna host
// --resume) against the match they resume, so that none is passed over
// in silence. A match with a saved state goes on as it began: the flags
// that set up a game are refused with the reason (--time on a game
// without a clock: it was begun without one, and a time control is set
// before a game starts, 6.3.1), and a time control the same as the game's
// own changes nothing; a match played at one terminal takes anna host's
// flags only through anna host --resume; --level and the engine's other
// flags need an engine (the saved one, or --engine's). A scoresheet with
// no state (a game begun on paper) takes them all: they say what it does
// not. Where the state cannot be found or read, run says so.
func resumeFlags(o options) error {
	if o.command != "resume" && !(o.command == "host" && o.resume) {
		return nil
	}
	path, err := findState(o.pgn)
	if err != nil {
		return paperFlags(o)
	}
	data, err := scoresheet.ReadRegular(path)
	if err != nil {
		return nil
	}
	var st session.State
	if json.Unmarshal(data, &st) != nil {
		return nil
	}
	who := "anna " + o.command
	for _, name := range gameGroup {
		value, given := o.given[name]
		if !given {
			continue
		}
		flag := "--" + name
		switch name {
		case "time", "time-control", "delay":
			if err := sameClock(who, flag, value, o.tc, st); err != nil {
				return err
			}
		default:
			return &said{Who: who, Text: cliResumeKeeps, Args: []any{flag}}
		}
	}
	if o.command == "resume" && len(st.Hosted) == 0 {
		for _, name := range hostGroup {
			if _, given := o.given[name]; given {
				return &said{Who: who, Text: cliResumeNotHost, Args: []any{"--" + name}}
			}
		}
	}
	if st.Engine == nil && o.engine.command == "" {
		for _, name := range engineGroup {
			if _, given := o.given[name]; given {
				return annaSays(cliNeedsEngine, "--"+name)
			}
		}
	}
	return nil
}

// sameClock accepts a clock flag typed to anna resume only when it is the
// game's own time control.
func sameClock(who, flag, value string, tc rules.TimeControl, st session.State) error {
	if st.TimeControl == "" || st.TimeControl == "-" {
		return &said{Who: who, Text: cliResumeNoClock, Args: []any{flag + " " + value}}
	}
	own, err := rules.ParsePGNTimeControl(st.TimeControl)
	if err != nil {
		return nil // the state is refused with its reason when it is read
	}
	if st.DelayMode == "bronstein" {
		own.DelayMode = rules.Bronstein
	}
	if tc.String() == own.String() && tc.DelayMode == own.DelayMode {
		return nil
	}
	return &said{Who: who, Text: cliResumeItsClock, Args: []any{flag + " " + value, own.String()}}
}

// paperFlags checks the flags typed to resume a scoresheet alone: its
// start is its own (the FEN tag, the Variant tag), and its moves were
// read from it.
func paperFlags(o options) error {
	for _, name := range []string{"fen", "chess960"} {
		if _, given := o.given[name]; given {
			return &said{Who: "anna " + o.command, Text: cliResumeKeeps, Args: []any{"--" + name}}
		}
	}
	return nil
}
