package resume

import (
	"encoding/json"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
)

// Flags are what anna resume's (or anna host --resume's) command line
// says of the match it resumes: cmd/anna reads them, and resuming holds
// them to the match.
type Flags struct {
	Command string            // "resume", or "host" for anna host --resume
	PGN     string            // --pgn: the match's scoresheet; "" for the newest unfinished
	Given   map[string]string // the flags typed, with their values

	TC        rules.TimeControl // --time or --time-control, with --delay
	Laws      rules.Laws
	Quickplay rules.GuidelinesIII
	Mirror    rules.Mirror
	Press     rules.PressMode
	Blind     [2]bool
	Assistant bool

	// HasEngine: --engine names one. Engine is the match's engine: the
	// saved one (nil for none) with the engine's flags typed over it.
	HasEngine bool
	Engine    func(saved *session.EngineConfig) *session.EngineConfig

	// The flags that set up a game, that host one and that need an
	// engine (cmd/anna's groups of its subcommand table).
	GameFlags, HostFlags, EngineFlags []string
}

// engine is the match's engine (Engine over saved) when anna may start
// it: the one the player typed (--engine), the one of a state this anna
// wrote (own: signed with its key, scoresheet.OwnState), or one anna
// starts by itself (uci.FoundByName: stockfish, found on PATH). A state
// file may come from elsewhere (an adjourned game carried to the
// arbiter's machine), and it names the program anna resume starts, in
// its engine or (a hosted match) in its host's saved --engine: any other
// program is refused, with how to start it, and nothing is started or
// changed (issue 31: a file from outside runs nothing). The game is not
// resumed without it: its engine is an opponent, and a player would not
// find it gone. file is the state that names it.
func (o Flags) engine(saved *session.EngineConfig, file string, own bool) (*session.EngineConfig, error) {
	cfg := o.Engine(saved)
	if _, typed := o.Given["engine"]; typed || own || cfg == nil || uci.FoundByName(cfg.Command) {
		return cfg, nil
	}
	return nil, cliline.Anna(cliStateEngine, file, rules.KeptText(cfg.Command))
}

// CheckFlags checks the flags typed to anna resume (or anna host
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
func CheckFlags(o Flags) error {
	path, err := FindState(o.PGN)
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
	who := "anna " + o.Command
	for _, name := range o.GameFlags {
		value, given := o.Given[name]
		if !given {
			continue
		}
		flag := "--" + name
		switch name {
		case "time", "time-control", "delay":
			if err := sameClock(who, flag, value, o.TC, st); err != nil {
				return err
			}
		default:
			return &cliline.Line{Who: who, Text: cliResumeKeeps, Args: []any{flag}}
		}
	}
	if o.Command == "resume" && len(st.Hosted) == 0 {
		for _, name := range o.HostFlags {
			if _, given := o.Given[name]; given {
				return &cliline.Line{Who: who, Text: cliResumeNotHost, Args: []any{"--" + name}}
			}
		}
	}
	if st.Engine == nil && !o.HasEngine {
		for _, name := range o.EngineFlags {
			if _, given := o.Given[name]; given {
				return cliline.Anna(cliNeedsEngine, "--"+name)
			}
		}
	}
	return nil
}

// sameClock accepts a clock flag typed to anna resume only when it is the
// game's own time control.
func sameClock(who, flag, value string, tc rules.TimeControl, st session.State) error {
	if st.TimeControl == "" || st.TimeControl == "-" {
		return &cliline.Line{Who: who, Text: cliResumeNoClock, Args: []any{flag + " " + value}}
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
	return &cliline.Line{Who: who, Text: cliResumeItsClock, Args: []any{flag + " " + value, own.String()}}
}

// paperFlags checks the flags typed to resume a scoresheet alone: its
// start is its own (the FEN tag, the Variant tag), and its moves were
// read from it.
func paperFlags(o Flags) error {
	for _, name := range []string{"fen", "chess960"} {
		if _, given := o.Given[name]; given {
			return &cliline.Line{Who: "anna " + o.Command, Text: cliResumeKeeps, Args: []any{"--" + name}}
		}
	}
	return nil
}
