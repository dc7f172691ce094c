package main

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/anna-chess/anna/audio"
	"github.com/anna-chess/anna/host"
	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/settings"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/tui"
)

// clockFlags combines --time or --time-control (not both) with --delay;
// each has been checked as it was read (checkTime, checkTimeControl).
func clockFlags(short, pgn string, delay rules.DelayMode) (rules.TimeControl, error) {
	var tc rules.TimeControl
	switch {
	case short != "" && pgn != "":
		return tc, annaSays(cliTimeOrControl)
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
		return part(cliNotTimeControl, cliTimeForms)
	}
	return nil
}

func checkTimeControl(s string) error {
	if _, err := rules.ParsePGNTimeControl(s); s != "" && err != nil {
		return part(cliNotPGNTime) // the forms it takes, in the language
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
	joinAddr       string       // anna join: the host's address
	arbiterRemote  bool         // --arbiter remote: the arbiter has a seat of their own over SSH
	arbiterKey     string       // --arbiter-key: the arbiter's public key, which opens that seat without a code
	hosting        host.Hosting // anna host: what the match keeps for its host
	// rated is --rated on the command line: a game for rating, whose
	// arbiter's powers are the arbiter's (at one keyboard, behind the
	// arbiter's code; anna host gives the arbiter a seat of their own).
	// The settings file's rated is anna lichess's seek alone: a standing
	// preference must not turn every game at home into one for rating.
	rated bool
	view  string
	look  tui.Look // --theme and --pieces, for the board view
	// confirm is --confirm when given; nil leaves it to the view: on in a
	// terminal, off for a script on standard input.
	confirm *bool

	engine  engineFlags  // --engine and what goes with it (engine.go)
	lichess lichessFlags // anna lichess (lichessflags.go)
	analyze string       // anna analyze FILE: the scoresheet to analyse
	puzzle  puzzleFlags  // anna puzzle's
	brf     bool         // --brf: keep game.brf beside game.pgn
	version bool         // --version: say what this build is, and stop
	braille brailleOptions

	// settingsNotes say why settings of the file were not used.
	settingsNotes []error
	// chosen are the flags the player set, on the command line or in the
	// settings file (anna join leaves the others to the host).
	chosen map[string]bool
	// given are the flags typed on the command line, with their values.
	given map[string]string
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

// flagValues are the flags that need more than their own value: read
// together after parsing (the clock, the engine).
type flagValues struct {
	chess960        string
	timeFlag, pgnTC string
	delay           rules.DelayMode
	engine          engineFlagValues
}

// defineFlags defines every flag of anna on fs, reading into o (and into
// v, for the flags read together). Each flag's description in --help is
// in the language files ([flags] in speech/lang/*.toml; usage.go).
func defineFlags(fs *flagSet, o *options, v *flagValues) {
	oneOfParsed(fs, &o.book.Style, "notation", "appendix-d", []string{"appendix-d", "long", "english", "nato", "san"}, speech.ParseStyle)
	oneOfParsed(fs, &o.book.Lang, "lang", string(localeLang()), speech.LangNames(), speech.ParseLang)
	oneOfParsed(fs, &o.book.Names, "names", "appendix-d", []string{"appendix-d", "local"}, speech.ParseNames)
	oneOfParsed(fs, &o.book.Verbosity, "verbosity", "normal", []string{"brief", "normal", "full"}, speech.ParseVerbosity)
	fs.Var(optionalBool{&o.confirm}, "confirm", "")
	fs.StringVar(&o.fen, "fen", "", "")
	oneOfParsed(fs, &o.laws, "laws", "2023", rules.LawsNames, rules.ParseLaws)
	oneOfParsed(fs, &o.quickplay, "guidelines-iii", "auto", rules.GuidelinesNames, rules.ParseGuidelinesIII)
	fs.Text(&chess960Choice{p: &v.chess960}, "chess960", "")
	fs.StringVar(&o.pgn, "pgn", "", "")
	fs.BoolVar(&o.noAudio, "no-audio", false, "")
	fs.Text(&number[float64]{P: &o.rate, Lo: audio.MinRate, Hi: audio.MaxRate, Choices: part(cliRateRange)}, "rate", "1")
	fs.Text(&number[int]{P: &o.volume, Lo: 0, Hi: 100, Choices: part(cliVolumeRange)}, "volume", "100")
	fs.StringVar(&o.clips, "clips", "", "")
	fs.StringVar(&o.speechOut, "speech-out", "", "")
	oneOf(fs, &o.speech, "speech", "interrupt", []string{"interrupt", "queue"}, []audio.Policy{audio.Interrupt, audio.Queue})
	fs.StringVar(&o.header.White, "white", "", "")
	fs.StringVar(&o.header.Black, "black", "", "")
	fs.StringVar(&o.header.Event, "event", "", "")
	fs.StringVar(&o.header.Site, "site", "", "")
	fs.StringVar(&o.header.Round, "round", "", "")
	fs.Text(&checked{P: &v.timeFlag, Check: checkTime}, "time", "")
	fs.Text(&checked{P: &v.pgnTC, Check: checkTimeControl}, "time-control", "")
	oneOf(fs, &v.delay, "delay", "simple", []string{"simple", "us", "bronstein"}, []rules.DelayMode{rules.SimpleDelay, rules.SimpleDelay, rules.Bronstein})
	oneOfParsed(fs, &o.announce, "clock-announce", "normal", []string{"off", "sparse", "normal", "every-minute"}, session.ParseAnnounce)
	oneOf(fs, &o.mirror, "mirror", "auto", []string{"auto", "confirm"}, []rules.Mirror{rules.MirrorAuto, rules.MirrorConfirm})
	oneOf(fs, &o.press, "press", "auto", []string{"auto", "manual"}, []rules.PressMode{rules.PressAuto, rules.PressManual})
	oneOf(fs, &o.blind, "blind", "none", []string{"white", "black", "both", "none"}, [][2]bool{{true, false}, {false, true}, {true, true}, {}})
	fs.BoolVar(&o.assistant, "assistant", false, "")
	fs.StringVar(&o.pgnBoth, "pgn-both", "", "")
	fs.StringVar(&o.listen, "listen", "127.0.0.1:"+wire.Port, "")
	fs.StringVar(&o.authorizedKeys, "authorized-keys", "", "")
	fs.BoolVar(&o.resume, "resume", false, "")
	fs.StringVar(&o.seat, "seat", "", "")
	oneOf(fs, &o.arbiterRemote, "arbiter", "here", []string{"here", "remote"}, []bool{false, true})
	fs.StringVar(&o.arbiterKey, "arbiter-key", "", "")
	oneOf(fs, &o.book.NoArrivals, "arrivals", "on", []string{"on", "off"}, []bool{false, true})
	oneOf(fs, &o.view, "view", "line", []string{"line", "board"}, []string{"line", "board"})
	themes := make([]string, len(tui.Themes))
	for i, t := range tui.Themes {
		themes[i] = t.Name
	}
	if o.command == "puzzle" { // the board view's colours, or a puzzle theme
		o.look.Theme, _ = tui.ParseTheme("default")
		fs.Text(puzzleTheme{look: &o.look.Theme, theme: &o.puzzle.theme}, "theme", "default")
	} else {
		oneOfParsed(fs, &o.look.Theme, "theme", "default", themes, tui.ParseTheme)
	}
	oneOfParsed(fs, &o.look.Pieces, "pieces", "auto", []string{"auto", "large", "glyphs", "letters"}, tui.ParsePieces)
	fs.BoolVar(&o.brf, "brf", false, "")
	fs.BoolVar(&o.version, "version", false, "")
	addBrailleFlags(fs, &o.braille)
	addLichessFlags(fs, &o.lichess)
	addPuzzleFlags(fs, &o.puzzle)
	v.engine = addEngineFlags(fs)
	fs.Usage = func() {} // a mistake gets one line, not the whole usage
}

// loadSettings sets the flags from the settings file: every good setting
// (the keys returned), each refused one said in notes, with its line; a
// file that cannot be read at all is one note, and none of it is used.
func loadSettings(fs *flagSet) ([]string, []error) {
	path, err := settings.Path()
	if err != nil {
		return nil, nil // no home folder, no settings: nothing to say
	}
	data, err := settings.ReadFile(path)
	if err != nil {
		return nil, []error{err}
	}
	keys, problems := settings.Apply(path, data, fs)
	var notes []error
	for _, p := range problems {
		notes = append(notes, p)
	}
	return keys, notes
}

// annaSettings is anna settings over anna's flags (settings.Command).
func annaSettings() settings.Command {
	return settings.Command{
		Flags: func() *flagSet {
			fs := newFlagSet()
			defineFlags(fs, &options{}, &flagValues{})
			return fs
		},
		NotRead: func(name string) error {
			if c, _ := subcommandNamed("settings"); !c.readsFlag(name) {
				return flagNotRead(c, name)
			}
			return nil
		},
		Lang: func() speech.Lang { return earlyLang(nil) },
	}
}

// settingsCommand is anna settings, its lines in book's language.
func settingsCommand(args []string, book speech.Phrasebook, stdout, stderr io.Writer) int {
	return annaSettings().Run(args, book, stdout, stderr)
}

// keepSetting keeps a choice made during a game (faster, louder) in the
// settings file, as anna settings set does.
func keepSetting(key, value string) error { return annaSettings().Keep(key, value) }

// configDir is anna's config folder (settings.ConfigDir).
func configDir() (string, error) { return settings.ConfigDir() }

// parseFlags reads the command line. Asked for --help, it writes the usage
// to out and returns flag.ErrHelp; mistakes are reported on errOut.
func parseFlags(args []string, out, errOut io.Writer) (options, error) {
	var o options
	args = commandFirst(args)
	if len(args) > 0 && isSubcommand(args[0]) && args[0] != "settings" {
		o.command, args = args[0], args[1:]
	}
	if o.command == "lichess" && len(args) > 0 && isLichessAction(args[0]) {
		o.lichess.action, args = args[0], args[1:]
	}
	fs := newFlagSet()
	var v flagValues
	defineFlags(fs, &o, &v)
	settings, notes := loadSettings(fs)
	o.settingsNotes = notes
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
			printUsage(out, speech.Phrasebook{Lang: earlyLang(args)}, fs, o.commandName())
			return o, err
		}
		if fs.Refused != nil {
			return o, annaLine(fs.Refused)
		}
		return o, flagProblem(err)
	}
	if o.version {
		// Answered as --help is, before anything else the flags ask
		// (anna join --version needs no host).
		fmt.Fprintln(out, versionLine(o.book))
		return o, flag.ErrHelp
	}
	if err := readLichessFlags(fs.FlagSet, args, &o); err != nil {
		return o, err // said with anna lichess's own reasons first
	}
	if err := notRead(fs.FlagSet, o.commandName()); err != nil {
		return o, err
	}
	if fs.NArg() > 0 && o.command != "lichess" {
		return o, annaSays(cliUnexpected, strconv.Quote(strings.Join(fs.Args(), " ")))
	}
	if o.command == "join" && o.joinAddr == "" {
		return o, annaSays(cliJoinNeedsHost)
	}
	o.chosen, o.given = map[string]bool{}, map[string]string{}
	for _, k := range settings {
		o.chosen[k] = true
	}
	fs.Visit(func(f *flag.Flag) {
		o.chosen[f.Name], o.given[f.Name] = true, f.Value.String()
		o.rated = o.rated || f.Name == "rated" && o.lichess.rated
	})
	if (o.command == "analyze" || o.command == "braille") && o.analyze == "" {
		return o, annaSays(cliNeedsFile, o.command)
	}
	if o.engine, err = v.engine.read(fs.FlagSet, o.command); err != nil {
		return o, err
	}
	if _, err := host.SeatNamed(o.seat); err != nil { // said before anna join goes to the host, or a game starts
		return o, err
	}
	o.arbiterRemote = o.arbiterRemote || o.arbiterKey != "" // a key of the arbiter's: the arbiter sits elsewhere
	switch {
	case o.arbiterRemote && strings.EqualFold(o.seat, "arbiter"):
		return o, annaSays(cliSeatOrRemote)
	case o.assistant && o.blind == [2]bool{}:
		return o, annaSays(cliAssistantBlind)
	case o.rated && (o.command == "resume" || o.resume):
		return o, annaSays(cliRatedResume)
	case o.rated && o.command == "host" && !o.arbiterRemote && !strings.EqualFold(o.seat, "arbiter") && o.chosen["arbiter"]:
		return o, annaSays(cliRatedArbiterHere)
	}
	if o.rated && o.command == "host" && !strings.EqualFold(o.seat, "arbiter") {
		o.arbiterRemote = true // the host's terminal is a player's: the arbiter sits elsewhere
	}
	// The clock typed on the command line wins over the settings file's,
	// in either form.
	_, typedTime := o.given["time"]
	_, typedControl := o.given["time-control"]
	if typedTime && !typedControl {
		v.pgnTC = ""
	}
	if typedControl && !typedTime {
		v.timeFlag = ""
	}
	if o.tc, err = clockFlags(v.timeFlag, v.pgnTC, v.delay); err != nil {
		return o, err
	}
	if o.variant, o.fen, err = chess960Start(v.chess960, o.fen); err != nil {
		return o, err
	}
	return o, nil
}
