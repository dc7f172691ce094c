package main

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/anna-chess/anna/audio"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/tui"
)

// parseClockFlags reads --time or --time-control (not both) and --delay.
func parseClockFlags(short, pgn, delay string) (rules.TimeControl, error) {
	var tc rules.TimeControl
	var err error
	switch {
	case short != "" && pgn != "":
		return tc, fmt.Errorf("anna: give --time or --time-control, not both")
	case short != "":
		if tc, err = rules.ParseTimeControl(short); err != nil {
			return tc, fmt.Errorf("anna: --time %q is not a time control; accepted forms: %s", short, rules.TimeControlForms)
		}
	case pgn != "":
		if tc, err = rules.ParsePGNTimeControl(pgn); err != nil {
			return tc, fmt.Errorf("anna: --time-control: %s", strings.TrimPrefix(err.Error(), "rules: bad time control "))
		}
	}
	switch strings.ToLower(delay) {
	case "simple", "us":
		tc.DelayMode = rules.SimpleDelay
	case "bronstein":
		tc.DelayMode = rules.Bronstein
	default:
		return tc, fmt.Errorf("anna: --delay %q: choose simple or bronstein", delay)
	}
	return tc, nil
}

// options are anna's command-line settings.
type options struct {
	book      speech.Phrasebook
	fen       string
	pgn       string
	noAudio   bool
	speech    audio.Policy
	clips     string
	speechOut string
	header    rules.Header
	tc        rules.TimeControl
	announce  session.Announce
	mirror    rules.Mirror
	press     rules.PressMode
	blind     [2]bool
	assistant bool
	pgnBoth   string

	// anna host and anna resume
	command        string // "", "host" or "resume"
	listen         string
	authorizedKeys string
	resume         bool
	seat           string
	view           string
	look           boardLook // --theme and --pieces, for the board view
	// confirm is --confirm when given; nil leaves it to the view: on in a
	// terminal, off for a script on standard input.
	confirm *bool

	engine  engineFlags // --engine and what goes with it (engine.go)
	analyze string      // anna analyze FILE: the scoresheet to analyse
}

// optionalBool is a boolean flag that knows whether it was given.
type optionalBool struct{ v **bool }

func (b optionalBool) String() string {
	if b.v == nil || *b.v == nil {
		return ""
	}
	return strconv.FormatBool(**b.v)
}

func (b optionalBool) Set(s string) error {
	v, err := strconv.ParseBool(s)
	if err != nil {
		return err
	}
	*b.v = &v
	return nil
}

func (b optionalBool) IsBoolFlag() bool { return true }

const usageText = `anna: chess at the keyboard for blind and visually impaired players, by the
FIDE Laws of Chess and their Appendix D. Type moves as Springer Felix drei,
Bauer Eva vier, Kurze Rochade, or in SAN (Nf3) or UCI (g1f3); every move is
printed as one line and spoken.

Usage: anna [flags]              a game on this terminal
       anna host [flags]         the same, with seats for others over SSH
       anna resume [flags]       continue the last unfinished match
       anna analyze [flags] FILE the engine goes through a game (PGN) and
                                 names its serious mistakes

Flags:
`

// parseFlags reads the command line. Asked for --help, it writes the usage
// to out and returns flag.ErrHelp; mistakes are reported on errOut.
func parseFlags(args []string, out, errOut io.Writer) (options, error) {
	var o options
	if len(args) > 0 && (args[0] == "host" || args[0] == "resume" || args[0] == "analyze") {
		o.command, args = args[0], args[1:]
	}
	fs := flag.NewFlagSet("anna", flag.ContinueOnError)
	fs.SetOutput(errOut)
	notation := fs.String("notation", "appendix-d", "how moves are announced: appendix-d, long (with the from-square), english, nato or san")
	lang := fs.String("lang", "en", "language of the words around moves and of the commands: "+strings.Join(speech.LangNames(), ", ")+"\n(hr Croatian, sr Serbian in Latin script, sl Slovenian)")
	names := fs.String("names", "appendix-d", "the arbiter's names for pieces and ranks (D.2.1): appendix-d (Springer Felix drei)\nor local (the language's own: Skakač Felix tri in Croatian)")
	verbosity := fs.String("verbosity", "normal", "how much a move announcement says: brief (the move only), normal,\nor full (also the piece captured and who gives check)")
	fs.Var(optionalBool{&o.confirm}, "confirm", "ask before offering or accepting a draw (default: on when typing at a\nterminal, off for commands read from a file or pipe); --confirm=false turns it off")
	fs.StringVar(&o.fen, "fen", "", "start from this position (FEN)")
	fs.StringVar(&o.pgn, "pgn", "", "write the scoresheet (PGN) to this file after every move\n(default: a new file in $XDG_DATA_HOME/anna/games)")
	fs.BoolVar(&o.noAudio, "no-audio", false, "do not play sound")
	fs.StringVar(&o.clips, "clips", "", "speak with your own recordings from this directory\n(same names as speech/clips: de/springer.wav, en/check.wav, ...)")
	fs.StringVar(&o.speechOut, "speech-out", "", "also write everything spoken to this WAV file, with the pauses between\n(at most 2 s), and its text with times to a WebVTT file beside it (.vtt)")
	speechMode := fs.String("speech", "interrupt", "how speech yields: interrupt (as a screen reader: a key silences an\nanswer, a flag fall is said at once) or queue (everything, in order)")
	fs.StringVar(&o.header.White, "white", "", "White's name, for the scoresheet")
	fs.StringVar(&o.header.Black, "black", "", "Black's name, for the scoresheet")
	fs.StringVar(&o.header.Event, "event", "", "the event, for the scoresheet")
	fs.StringVar(&o.header.Site, "site", "", "the place, for the scoresheet")
	fs.StringVar(&o.header.Round, "round", "", "the round, for the scoresheet")
	timeFlag := fs.String("time", "", "play with a clock: 5+3 (minutes + seconds a move), 90+30, 25, 3m+2s, 10s,\n5d3 (3 s delay), 40/90+30, 30+30 (40 moves in 90 minutes, then 30 for the rest)")
	pgnTC := fs.String("time-control", "", "play with a clock given in PGN TimeControl syntax: 40/5400+30:1800+30, 300+2, -")
	delay := fs.String("delay", "simple", "how a delay (5d3) works: simple (US) or bronstein; both give the same times (6.3.1)")
	announce := fs.String("clock-announce", "normal", "when the time left is spoken: off, sparse, normal or every-minute")
	mirror := fs.String("mirror", "auto", "how a move reaches the opponent's board: auto (at once) or confirm (when the opponent repeats it, D.2.1)")
	press := fs.String("press", "auto", "when a move is completed: auto (on Enter) or manual (with press; correct replaces it before, D.2.8)")
	blind := fs.String("blind", "none", "the seat of a visually disabled player: white, black, both or none (the assistant acts for it)")
	fs.BoolVar(&o.assistant, "assistant", false, "open the assistant's seat (D.2.10): lines starting with assistant:")
	fs.StringVar(&o.pgnBoth, "pgn-both", "", "also write each seat's own scoresheet to PREFIX-white.pgn and PREFIX-black.pgn")
	fs.StringVar(&o.listen, "listen", "127.0.0.1:2222", "anna host: where the SSH seats are served (another address must be asked for)")
	fs.StringVar(&o.authorizedKeys, "authorized-keys", "", "anna host: public keys in this file may join without the join code")
	fs.BoolVar(&o.resume, "resume", false, "anna host: continue the last unfinished match instead of a new one")
	fs.StringVar(&o.seat, "seat", "", "anna host: the seat of this terminal: white, black, assistant or watch\n(default: the blind player's seat, or white)")
	fs.StringVar(&o.view, "view", "line", "this terminal's view: line (screen readers, speech) or board (sighted player)")
	theme := fs.String("theme", "default", "the board view's colours: default, high-contrast (light on black, 7:1)\nor light (black on white, 7:1); NO_COLOR turns colours off")
	pieces := fs.String("pieces", "auto", "the board view's pieces: auto (large figures on big squares), large\n(from the smallest squares that hold one), glyphs or letters")
	ef := addEngineFlags(fs)
	fs.Usage = func() {} // a mistake gets one line, not the whole usage
	err := fs.Parse(args)
	if err == nil && o.command == "analyze" && fs.NArg() > 0 {
		// anna analyze FILE --level 8: flags may follow the file too.
		o.analyze = fs.Arg(0)
		err = fs.Parse(fs.Args()[1:])
	}
	if err != nil {
		if err == flag.ErrHelp {
			fmt.Fprint(out, usageText)
			fs.SetOutput(out)
			fs.PrintDefaults()
			return o, err
		}
		return o, fmt.Errorf("anna: %w (anna --help lists the flags)", err)
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("anna: unexpected %q: flags start with -, as in anna --notation long; commands are anna host, anna resume and anna analyze FILE", strings.Join(fs.Args(), " "))
	}
	if o.command == "analyze" && o.analyze == "" {
		return o, fmt.Errorf("anna: analyze needs the game's file, as in anna analyze game.pgn")
	}
	if o.engine, err = ef.read(fs, o.command); err != nil {
		return o, err
	}
	switch o.view {
	case "line", "board":
	default:
		return o, fmt.Errorf("anna: --view %q: choose line or board", o.view)
	}
	if o.look.theme, err = tui.ParseTheme(*theme); err != nil {
		return o, fmt.Errorf("anna: --theme %q: choose %s", *theme, tui.ThemeNames())
	}
	if o.look.pieces, err = tui.ParsePieces(*pieces); err != nil {
		return o, fmt.Errorf("anna: --pieces %q: choose %s", *pieces, tui.PiecesNames())
	}
	if o.book.Style, err = speech.ParseStyle(*notation); err != nil {
		return o, fmt.Errorf("anna: --notation %q: choose appendix-d, long, english, nato or san", *notation)
	}
	if o.book.Lang, err = speech.ParseLang(*lang); err != nil {
		return o, fmt.Errorf("anna: --lang %q: choose %s", *lang, strings.Join(speech.LangNames(), ", "))
	}
	if o.book.Names, err = speech.ParseNames(*names); err != nil {
		return o, fmt.Errorf("anna: --names %q: choose appendix-d or local", *names)
	}
	if o.tc, err = parseClockFlags(*timeFlag, *pgnTC, *delay); err != nil {
		return o, err
	}
	if o.announce, err = session.ParseAnnounce(*announce); err != nil {
		return o, fmt.Errorf("anna: --clock-announce %q: choose off, sparse, normal or every-minute", *announce)
	}
	if o.mirror, err = choose("mirror", *mirror, []string{"auto", "confirm"}, []rules.Mirror{rules.MirrorAuto, rules.MirrorConfirm}); err != nil {
		return o, err
	}
	if o.press, err = choose("press", *press, []string{"auto", "manual"}, []rules.PressMode{rules.PressAuto, rules.PressManual}); err != nil {
		return o, err
	}
	switch strings.ToLower(*blind) {
	case "none":
	case "white":
		o.blind[0] = true
	case "black":
		o.blind[1] = true
	case "both":
		o.blind = [2]bool{true, true}
	default:
		return o, fmt.Errorf("anna: --blind %q: choose white, black, both or none", *blind)
	}
	if o.speech, err = choose("speech", *speechMode, []string{"interrupt", "queue"}, []audio.Policy{audio.Interrupt, audio.Queue}); err != nil {
		return o, err
	}
	if o.book.Verbosity, err = speech.ParseVerbosity(*verbosity); err != nil {
		return o, fmt.Errorf("anna: --verbosity %q: choose brief, normal or full", *verbosity)
	}
	return o, nil
}

// choose reads a flag that takes one of a few words (in any case), and
// names them when the value is none of them.
func choose[T any](flag, value string, words []string, values []T) (T, error) {
	for i, w := range words {
		if strings.EqualFold(value, w) {
			return values[i], nil
		}
	}
	var zero T
	list := strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
	return zero, fmt.Errorf("anna: --%s %q: choose %s", flag, value, list)
}
