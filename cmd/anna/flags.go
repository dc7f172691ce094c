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

// clockFlags combines --time or --time-control (not both) with --delay;
// each has been checked as it was read (checkTime, checkTimeControl).
func clockFlags(short, pgn string, delay rules.DelayMode) (rules.TimeControl, error) {
	var tc rules.TimeControl
	switch {
	case short != "" && pgn != "":
		return tc, annaSays(speech.CLITimeOrControl)
	case short != "":
		tc, _ = rules.ParseTimeControl(short)
	case pgn != "":
		tc, _ = rules.ParsePGNTimeControl(pgn)
	}
	tc.DelayMode = delay
	return tc, nil
}

func checkTime(s string) error {
	if _, err := rules.ParseTimeControl(s); s != "" && err != nil {
		return part(speech.CLINotTimeControl, speech.CLITimeForms)
	}
	return nil
}

func checkTimeControl(s string) error {
	if _, err := rules.ParsePGNTimeControl(s); s != "" && err != nil {
		// The reason in the rules' words, without the forms the sentence names.
		reason := strings.TrimPrefix(err.Error(), rules.ErrTimeControl.Error()+" ")
		reason, _, _ = strings.Cut(strings.TrimPrefix(reason, strconv.Quote(s)+": "), "; PGN TimeControl")
		return part(speech.CLINotPGNTime, reason)
	}
	return nil
}

// options are anna's command-line settings.
type options struct {
	book      speech.Phrasebook
	rate      float64 // --rate: 1 as recorded
	volume    int     // --volume, in percent
	fen       string
	variant   rules.Variant       // --chess960
	laws      rules.Laws          // --laws: the text of the Laws of Chess
	quickplay rules.GuidelinesIII // --guidelines-iii: III.4 increments, III.5 claims
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
	joinAddr       string // anna join: the host's address
	arbiterRemote  bool   // --arbiter remote: the arbiter has a seat of their own over SSH
	view           string
	look           boardLook // --theme and --pieces, for the board view
	// confirm is --confirm when given; nil leaves it to the view: on in a
	// terminal, off for a script on standard input.
	confirm *bool

	engine  engineFlags  // --engine and what goes with it (engine.go)
	lichess lichessFlags // anna lichess (lichessflags.go)
	analyze string       // anna analyze FILE: the scoresheet to analyse
	brf     bool         // --brf: keep game.brf beside game.pgn
	braille brailleOptions

	// settingsNote says why the settings file was not used, or is nil.
	settingsNote error
	// chosen are the flags the player set, on the command line or in the
	// settings file (anna join leaves the others to the host).
	chosen map[string]bool
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
       anna join HOST[:PORT]     take a seat at another's anna host, in your own words and voice
       anna analyze [flags] FILE the engine goes through a game (PGN) and
                                 names its serious mistakes
       anna braille [flags] FILE the game (PGN) in braille: BRF for an embosser,
                                 or --unicode for a braille display
       anna lichess [flags]      play on lichess: --seek 15+10, --challenge USER,
                                 or answer challenges (docs/online.md)
       anna lichess login        store your lichess token (board:play scope);
                                 anna lichess logout removes it
       anna settings             where the settings file is and what it sets;
                                 anna settings set KEY VALUE, anna settings
                                 unset KEY change it (keys: the flags' names)

Flags:
`

// flagValues are the flags that need more than their own value: read
// together after parsing (the clock, the engine).
type flagValues struct {
	chess960        string
	timeFlag, pgnTC string
	delay           rules.DelayMode
	engine          engineFlagValues
}

// defineFlags defines every flag of anna on fs, reading into o (and into
// v, for the flags read together).
func defineFlags(fs *flagSet, o *options, v *flagValues) {
	oneOfParsed(fs, &o.book.Style, "notation", "appendix-d", []string{"appendix-d", "long", "english", "nato", "san"}, speech.ParseStyle,
		"how moves are announced: appendix-d, long (with the from-square), english, nato or san")
	oneOfParsed(fs, &o.book.Lang, "lang", string(localeLang()), speech.LangNames(), speech.ParseLang,
		"language of the words around moves and of the commands: "+strings.Join(speech.LangNames(), ", ")+"\n(hr Croatian, sr Serbian in Latin script, sl Slovenian)")
	oneOfParsed(fs, &o.book.Names, "names", "appendix-d", []string{"appendix-d", "local"}, speech.ParseNames,
		"the arbiter's names for pieces and ranks (D.2.1): appendix-d (Springer Felix drei)\nor local (the language's own: Skakač Felix tri in Croatian)")
	oneOfParsed(fs, &o.book.Verbosity, "verbosity", "normal", []string{"brief", "normal", "full"}, speech.ParseVerbosity,
		"how much a move announcement says: brief (the move only), normal,\nor full (also the piece captured and who gives check)")
	fs.Var(optionalBool{&o.confirm}, "confirm", "ask before offering or accepting a draw (default: on when typing at a\nterminal, off for commands read from a file or pipe); --confirm=false turns it off")
	fs.StringVar(&o.fen, "fen", "", "start from this position (FEN; with --chess960, castling rights in X-FEN or\nShredder-FEN: KQkq, HAha)")
	oneOfParsed(fs, &o.laws, "laws", "2023", rules.LawsNames, rules.ParseLaws, "the FIDE Laws of Chess the game is played by: 2023 (in force from 1 January\n2023) or 2017 (from 1 July 2017); the scoresheet's Laws tag records it, and\nanna resume keeps the game's own (docs/playing.md lists what differs)")
	oneOfParsed(fs, &o.quickplay, "guidelines-iii", "auto", rules.GuidelinesNames, rules.ParseGuidelinesIII, "whether the event applies Guidelines III (games without increment): an\nincrement asked for under two minutes (III.4), a draw claimed because the\nopponent cannot win by normal means (III.5); auto: in standard and rapid games\nwithout increment, never in blitz (III.2.2); on (refused where III.2.2 forbids); off")
	fs.text(&chess960Choice{p: &v.chess960}, "chess960", "", "play Chess960 (Guidelines II) from start position N, 0 to 959 (518 is the\nusual start), or random; alone with --fen, from that position")
	fs.StringVar(&o.pgn, "pgn", "", "write the scoresheet (PGN) to this file after every move\n(default: a new file in $XDG_DATA_HOME/anna/games)")
	fs.BoolVar(&o.noAudio, "no-audio", false, "do not play sound")
	fs.text(&number[float64]{p: &o.rate, lo: audio.MinRate, hi: audio.MaxRate, choices: part(speech.CLIRateRange)}, "rate", "1",
		"how fast anna speaks: 0.5 to 4 times as fast as recorded, at the same pitch\n(1 is about 150 words a minute; 2.5 about 375); faster and slower change it in a game")
	fs.text(&number[int]{p: &o.volume, lo: 0, hi: 100, choices: part(speech.CLIVolumeRange)}, "volume", "100",
		"how loud anna speaks, 0 to 100 percent; louder and softer change it in a game")
	fs.StringVar(&o.clips, "clips", "", "speak with your own recordings from this directory\n(same names as speech/clips: de/springer.wav, en/check.wav, ...)")
	fs.StringVar(&o.speechOut, "speech-out", "", "also write everything spoken to this WAV file, with the pauses between\n(at most 2 s), and its text with times to a WebVTT file beside it (.vtt)")
	oneOf(fs, &o.speech, "speech", "interrupt", []string{"interrupt", "queue"}, []audio.Policy{audio.Interrupt, audio.Queue},
		"how speech yields: interrupt (as a screen reader: a key silences an\nanswer, a flag fall is said at once) or queue (everything, in order)")
	fs.StringVar(&o.header.White, "white", "", "White's name, for the scoresheet")
	fs.StringVar(&o.header.Black, "black", "", "Black's name, for the scoresheet")
	fs.StringVar(&o.header.Event, "event", "", "the event, for the scoresheet")
	fs.StringVar(&o.header.Site, "site", "", "the place, for the scoresheet")
	fs.StringVar(&o.header.Round, "round", "", "the round, for the scoresheet")
	fs.text(&checked{p: &v.timeFlag, check: checkTime}, "time", "",
		"play with a clock: 5+3 (minutes + seconds a move), 90+30, 25, 3m+2s, 10s,\n5d3 (3 s delay), 40/90+30, 30+30 (40 moves in 90 minutes, then 30 for the rest)")
	fs.text(&checked{p: &v.pgnTC, check: checkTimeControl}, "time-control", "", "play with a clock given in PGN TimeControl syntax: 40/5400+30:1800+30, 300+2, -")
	oneOf(fs, &v.delay, "delay", "simple", []string{"simple", "us", "bronstein"}, []rules.DelayMode{rules.SimpleDelay, rules.SimpleDelay, rules.Bronstein},
		"how a delay (5d3) works: simple (US) or bronstein; both give the same times (6.3.1)")
	oneOfParsed(fs, &o.announce, "clock-announce", "normal", []string{"off", "sparse", "normal", "every-minute"}, session.ParseAnnounce,
		"when the time left is spoken: off, sparse, normal or every-minute")
	oneOf(fs, &o.mirror, "mirror", "auto", []string{"auto", "confirm"}, []rules.Mirror{rules.MirrorAuto, rules.MirrorConfirm},
		"how a move reaches the opponent's board: auto (at once) or confirm (when the opponent repeats it, D.2.1)")
	oneOf(fs, &o.press, "press", "auto", []string{"auto", "manual"}, []rules.PressMode{rules.PressAuto, rules.PressManual},
		"when a move is completed: auto (on Enter) or manual (with press; correct replaces it before, D.2.8)")
	oneOf(fs, &o.blind, "blind", "none", []string{"white", "black", "both", "none"}, [][2]bool{{true, false}, {false, true}, {true, true}, {}},
		"the seat of a visually disabled player: white, black, both or none (the assistant acts for it)")
	fs.BoolVar(&o.assistant, "assistant", false, "open the assistant's seat (D.2.10): lines starting with assistant:")
	fs.StringVar(&o.pgnBoth, "pgn-both", "", "also write each seat's own scoresheet to PREFIX-white.pgn and PREFIX-black.pgn")
	fs.StringVar(&o.listen, "listen", "127.0.0.1:2222", "anna host: where the SSH seats are served (another address must be asked for)")
	fs.StringVar(&o.authorizedKeys, "authorized-keys", "", "anna host: public keys in this file may join without the join code")
	fs.BoolVar(&o.resume, "resume", false, "anna host: continue the last unfinished match instead of a new one")
	fs.StringVar(&o.seat, "seat", "", "anna host: the seat of this terminal: white, black, assistant, arbiter or watch\n(default: the blind player's seat, or white)")
	oneOf(fs, &o.arbiterRemote, "arbiter", "here", []string{"here", "remote"}, []bool{false, true},
		"anna host: where the arbiter's powers are (pause, adjust, penalty, grant, free ...): here\n(this terminal, beside its seat) or remote (a seat of its own over SSH, with its own\njoin code; this terminal is then only its player's seat)")
	oneOf(fs, &o.view, "view", "line", []string{"line", "board"}, []string{"line", "board"},
		"this terminal's view: line (screen readers, speech) or board (sighted player)")
	themes := make([]string, len(tui.Themes))
	for i, t := range tui.Themes {
		themes[i] = t.Name
	}
	oneOfParsed(fs, &o.look.theme, "theme", "default", themes, tui.ParseTheme,
		"the board view's colours: default, high-contrast (light on black, 7:1)\nor light (black on white, 7:1); NO_COLOR turns colours off")
	oneOfParsed(fs, &o.look.pieces, "pieces", "auto", []string{"auto", "large", "glyphs", "letters"}, tui.ParsePieces,
		"the board view's pieces: auto (large figures on big squares), large\n(from the smallest squares that hold one), glyphs or letters")
	fs.BoolVar(&o.brf, "brf", false, "also keep the scoresheet in braille beside the PGN (game.brf), written after\nevery move, for an embosser or a braille display (docs/braille.md)")
	addBrailleFlags(fs, &o.braille)
	addLichessFlags(fs, &o.lichess)
	v.engine = addEngineFlags(fs)
	fs.Usage = func() {} // a mistake gets one line, not the whole usage
}

// loadSettings sets the flags from the settings file. A file that cannot
// be used whole is reported (the error returned) and none of it is used:
// the caller starts again from the defaults.
func loadSettings(fs *flagSet, v *flagValues) ([]string, error) {
	path, err := settingsPath()
	if err != nil {
		return nil, nil // no home folder, no settings: nothing to say
	}
	data, err := readSettingsFile(path)
	if err != nil || data == nil {
		return nil, err
	}
	keys, err := applySettings(path, data, fs)
	if err != nil {
		return nil, err
	}
	if _, err := clockFlags(v.timeFlag, v.pgnTC, v.delay); err != nil {
		return nil, &settingsError{path: path, key: "time-control", why: part(speech.CLISettingsBothClocks)}
	}
	return keys, nil
}

// parseFlags reads the command line. Asked for --help, it writes the usage
// to out and returns flag.ErrHelp; mistakes are reported on errOut.
func parseFlags(args []string, out, errOut io.Writer) (options, error) {
	var o options
	if len(args) > 0 && (args[0] == "host" || args[0] == "resume" || args[0] == "analyze" || args[0] == "braille" || args[0] == "lichess" || args[0] == "join") {
		o.command, args = args[0], args[1:]
	}
	if o.command == "lichess" && len(args) > 0 && (args[0] == "login" || args[0] == "logout") {
		o.lichess.action, args = args[0], args[1:]
	}
	command, action := o.command, o.lichess.action
	fs := newFlagSet()
	var v flagValues
	defineFlags(fs, &o, &v)
	settings, note := loadSettings(fs, &v)
	if note != nil {
		// A bad file is left out whole: the defaults, and the command line.
		o, v = options{command: command, settingsNote: note}, flagValues{}
		o.lichess.action = action
		fs = newFlagSet()
		defineFlags(fs, &o, &v)
	}
	fs.SetOutput(io.Discard) // its mistakes are said in anna's words (flagProblem)
	err := fs.Parse(bareChess960(args))
	if err == nil && (o.command == "analyze" || o.command == "braille") && fs.NArg() > 0 {
		// anna analyze FILE --level 8: flags may follow the file too.
		o.analyze = fs.Arg(0)
		err = fs.Parse(fs.Args()[1:])
	}
	if err == nil && o.command == "join" && fs.NArg() > 0 {
		// anna join HOST[:PORT] --seat black: flags may follow the host too.
		o.joinAddr = fs.Arg(0)
		err = fs.Parse(fs.Args()[1:])
	}
	if err != nil {
		if err == flag.ErrHelp {
			fmt.Fprint(out, usageText)
			fs.SetOutput(out)
			fs.PrintDefaults()
			return o, err
		}
		if fs.refused != nil {
			return o, annaLine(fs.refused)
		}
		return o, flagProblem(err)
	}
	if err := readLichessFlags(fs.FlagSet, args, &o); err != nil {
		return o, err
	}
	if fs.NArg() > 0 && o.command != "lichess" {
		return o, annaSays(speech.CLIUnexpected, strconv.Quote(strings.Join(fs.Args(), " ")))
	}
	if o.command == "join" && o.joinAddr == "" {
		return o, annaSays(speech.CLIJoinNeedsHost)
	}
	o.chosen = map[string]bool{}
	for _, k := range settings {
		o.chosen[k] = true
	}
	fs.Visit(func(f *flag.Flag) { o.chosen[f.Name] = true })
	if (o.command == "analyze" || o.command == "braille") && o.analyze == "" {
		return o, annaSays(speech.CLINeedsFile, o.command)
	}
	if o.engine, err = v.engine.read(fs.FlagSet, o.command); err != nil {
		return o, err
	}
	switch {
	case o.arbiterRemote && o.command != "host":
		return o, annaSays(speech.CLIArbiterRemote)
	case o.arbiterRemote && strings.EqualFold(o.seat, "arbiter"):
		return o, annaSays(speech.CLISeatOrRemote)
	case o.assistant && o.blind == [2]bool{}:
		return o, annaSays(speech.CLIAssistantBlind)
	}
	if o.tc, err = clockFlags(v.timeFlag, v.pgnTC, v.delay); err != nil {
		return o, err
	}
	if o.variant, o.fen, err = chess960Start(v.chess960, o.fen); err != nil {
		return o, err
	}
	return o, nil
}
