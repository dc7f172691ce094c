// Command anna is a chess game at the keyboard for blind and visually
// impaired players, by the FIDE Laws of Chess and their Appendix D.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/anna-chess/anna/braille"
	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/internal/console"
	"github.com/anna-chess/anna/internal/places"
	"github.com/anna-chess/anna/internal/why"
	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/resume"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/settings"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/voice"
)

func main() {
	if len(os.Args) == 5 && os.Args[1] == voice.SoundChildArg {
		os.Exit(voice.ServeSound(os.Args[2], os.Args[3:]))
	}
	// Windows and macOS: the games, settings and token anna kept in the
	// Linux places before it had the system's own come to them.
	places.Adopt(settings.FileName, lichess.TokenFileName)
	var stdout io.Writer = os.Stdout
	if os.Getenv(stampsEnv) != "" && !console.IsTerminal(os.Stdout) {
		now := monotonic{time.Now()}
		stdout = &stamper{w: os.Stdout, now: now}
		watchStalls(os.Getenv(stallsEnv), now)
	}
	os.Exit(run(os.Args[1:], os.Stdin, stdout, os.Stderr))
}

// run is anna from flags to exit status: 0 when the game ended or was left
// normally, 1 when something failed, 2 for a wrong command line.
func run(args []string, stdin *os.File, stdout, stderr io.Writer) int {
	// Every error path: a message may quote a host's, a server's or a
	// file's words, which reach the terminal cleaned (issue 31).
	stderr = cleantext.Writer(stderr)
	args = commandFirst(args) // anna --no-audio resume is anna resume --no-audio
	// Until the flags are read, anna answers in the language known first
	// (cmdline.go); after, in the game's.
	early := speech.Phrasebook{Lang: earlyLang(args)}
	if len(args) > 0 {
		if c, ok := subcommandNamed(args[0]); ok && c.ownArgs != nil {
			return c.ownArgs(args[1:], early, stdout, stderr)
		}
	}
	opts, err := parseFlags(args, stdout, io.Discard)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, inLang(early, err))
		sayRefused(earlyVoice(args), early, err)
		return 2
	}
	// The settings refused, in the game's language (the file's, unless the
	// command line chose another).
	for _, note := range opts.settingsNotes {
		fmt.Fprintln(stderr, inLang(opts.book, note))
	}
	if err := checkResumeFlags(opts); err != nil {
		fmt.Fprintln(stderr, inLang(opts.book, err))
		sayRefused(optsVoice(opts), opts.book, err)
		return 2
	}
	// A hosted match resumed is hosted again, as it was.
	typed := opts.given // what this command line asks of the match, not its host's saved flags
	opts, saved, elsewhere, err := resumeHosted(opts, args, stdout)
	if err != nil {
		fmt.Fprintln(stderr, inLang(early, err))
		sayRefused(earlyVoice(args), early, err)
		return 2
	}
	if elsewhere != nil { // what a state from elsewhere kept and anna did not take
		fmt.Fprintln(stderr, inLang(opts.book, elsewhere))
	}
	opts.given = typed
	if opts.command == "host" {
		opts.hosting = hosting(args, saved)
	}
	c, _ := subcommandNamed(opts.commandName()) // parseFlags refused any other
	return c.run(opts, stdin, stdout, stderr)
}

// playMatch is a match at this terminal, anna host's or anna resume's: the
// session, its files, the voice, the engine and the seats.
func playMatch(opts options, stdin *os.File, stdout, stderr io.Writer) int {
	interactive := console.IsTerminal(stdin)
	// Confirmation guards a player's slip at the keyboard; a script says
	// what it means, as issue 2's scripted "draw" and "accept" do.
	confirm := interactive
	if opts.confirm != nil {
		confirm = *opts.confirm
	}
	cfg := session.Config{Book: opts.book, FEN: opts.fen, Variant: opts.variant, Laws: opts.laws, GuidelinesIII: opts.quickplay, Header: header(opts), Confirm: confirm,
		TimeControl: opts.tc, Time: monotonic{time.Now()}, Announce: opts.announce,
		Mirror: opts.mirror, Press: opts.press, Blind: opts.blind, Assistant: opts.assistant,
		ArbiterCode: opts.rated && opts.command == ""} // at one keyboard; anna host seats the arbiter apart
	var sess *session.Session
	var err error
	var resumeNotes []string
	var said []speech.Phrase // printed and spoken before the game's first line
	pgnPath := opts.pgn
	resuming := opts.command == "resume" || opts.resume
	var lock *scoresheet.Lock
	later := make(chan string, 4)
	voices := voice.NewOnce(func() (*voice.Voice, []string, error) { return openVoice(opts, later) })
	if resuming {
		src, err := resume.Find(opts.pgn)
		if err != nil {
			fmt.Fprintln(stderr, inLang(opts.book, err))
			return 1
		}
		pgnPath = src.PGN
		// The match is claimed before it is read: one game, one writer.
		if lock, err = lockMatch(pgnPath); err != nil {
			fmt.Fprintln(stderr, fileTrouble(err, opts.book))
			return 1
		}
		// What the scoresheet does not say is asked here, said by the
		// voice the game will have.
		ask := &resume.Asker{In: stdin, Out: stdout, Book: opts.book, Echo: !interactive, Say: voices.Say}
		if sess, resumeNotes, err = resume.Session(src, cfg, resumeFlags(opts), ask); err != nil {
			lock.Release()
			voices.Close()
			fmt.Fprintln(stderr, inLang(opts.book, err))
			return 1
		}
	} else {
		eng, missing := gameEngine(opts)
		if missing != nil {
			said = append(said, *missing) // the game goes on between two people
		}
		cfg.Engine = eng
		if err := opts.quickplay.Check(opts.tc); err != nil {
			fmt.Fprintln(stderr, inLang(opts.book, annaSays(cliGuidelinesOn, guidelinesReason(err))))
			return 2
		}
		if sess, err = session.New(cfg); err != nil {
			fmt.Fprintln(stderr, inLang(opts.book, annaSays(cliFENUnusable, fenReason(err))))
			return 2
		}
		// A new game's files are claimed before its first move: two new
		// games never share a name.
		if pgnPath, lock, err = claimNew(opts.pgn); err != nil {
			fmt.Fprintln(stderr, fileTrouble(err, opts.book))
			return 1
		}
	}
	defer lock.Release()
	store := newStore(pgnPath, opts.pgnBoth)
	if opts.brf {
		if err := opts.braille.format().Check(); err != nil {
			fmt.Fprintf(stderr, "anna: %s\n", strings.TrimPrefix(err.Error(), "braille: "))
			return 2
		}
		store.set.Braille = &scoresheet.File{Path: scoresheet.BraillePath(store.Where())}
	}
	if err := store.check(resuming, opts.book); err != nil {
		fmt.Fprintln(stderr, inLang(opts.book, err))
		return 1
	}
	notices := append([]string{opts.book.ScoresheetAt(store.Where()).Text()}, resumeNotes...)
	if unsigned := resume.KeyNotice(opts.book); unsigned != "" {
		notices = append(notices, unsigned) // the state is saved, unsigned
	}
	if opts.brf {
		notices = append(notices, store.keepBraille(opts)...)
	}

	voice, more, err := voices.Open()
	if err != nil {
		fmt.Fprintln(stderr, inLang(opts.book, err))
		return 2
	}
	defer voice.Close()
	notices = append(notices, more...)
	for _, p := range said {
		notices = append(notices, p.Text())
		voice.Speak(p)
	}

	t := table.New(sess, store)
	defer t.Close()
	eng, engineNotices, engineSaid := seatEngine(opts, sess, t, store.Where(), stderr)
	defer eng.close() // before the table closes
	notices = append(notices, engineNotices...)
	for _, p := range engineSaid {
		notices = append(notices, p.Text())
		voice.Speak(p)
	}
	var status int
	if opts.command == "host" {
		status = hostMatch(opts, t, store.Where(), stdin, stdout, stderr, voice, notices, later, eng.seat())
	} else {
		// This terminal acts for both players, or for the engine's
		// opponent; either way it is the arbiter too.
		client, _ := t.SitWith(eng.seat(), eng.seat().Roles()|session.ArbiterRole)
		status = runTerminal(opts, t, client, stdin, stdout, stderr, voice, notices, later)
	}
	if err := t.Unsaved(); err != nil {
		fmt.Fprintln(stderr, "anna: "+opts.book.MovesNotSaved(store.Where(), strings.TrimPrefix(err.Error(), "scoresheet: ")).Text())
		return 1
	}
	return status
}

func header(o options) rules.Header {
	h := o.header
	h.Date = time.Now().Format("2006.01.02")
	if h.Event == "" && o.rated {
		h.Event = "Rated game"
	} else if h.Event == "" {
		h.Event = "Casual game"
	}
	return h
}

// fenReason is the part of a FEN error a player needs, said in the
// player's language (speech's FENReason).
func fenReason(err error) error {
	var fe *rules.FENError
	if errors.As(err, &fe) {
		return fenSaid{fe}
	}
	return err
}

// fenSaid is a FEN's reason as a part of a line: Error is rules' English.
type fenSaid struct{ *rules.FENError }

func (f fenSaid) In(b speech.Phrasebook) string { return b.FENReason(f.FENError) }

// monotonic is the clock's time source: the monotonic clock, counted from
// the program's start (time.Since reads the monotonic reading, so a change
// of the wall clock does not move a chess clock).
type monotonic struct{ start time.Time }

func (m monotonic) Now() time.Duration { return time.Since(m.start) }

// fileStore keeps the match on disk, as the table uses it: the official
// scoresheet (--pgn), each seat's own (--pgn-both), and the state of the
// match beside the official one (game.pgn -> game.anna.json).
type fileStore struct {
	set *scoresheet.Set
	brf *braille.Sheet // --brf: the braille scoresheet beside the PGN, or nil
}

func newStore(path, bothPrefix string) *fileStore {
	return &fileStore{set: scoresheet.NewSet(path, bothPrefix)}
}

// lockMatch claims the match whose scoresheet is at pgn for this process;
// one that another anna plays is refused with one line.
func lockMatch(pgn string) (*scoresheet.Lock, error) {
	lock, err := scoresheet.LockMatch(pgn)
	if errors.Is(err, scoresheet.ErrOpenElsewhere) {
		return nil, openElsewhere{pgn}
	}
	if err != nil {
		return nil, scoresheetTrouble(err, cliCannotWrite)
	}
	return lock, nil
}

// openElsewhere refuses a match another anna plays now; fileTrouble
// says it in the player's words.
type openElsewhere struct{ pgn string }

func (e openElsewhere) Error() string {
	return "anna: " + speech.Phrasebook{}.OpenElsewhere(e.pgn).Text()
}

// fileTrouble is a refusal of the game's files as the player reads it,
// in the player's language.
func fileTrouble(err error, book speech.Phrasebook) string {
	var e openElsewhere
	if errors.As(err, &e) {
		return "anna: " + book.OpenElsewhere(e.pgn).Text()
	}
	return inLang(book, err)
}

// claimNew claims a new game's files: --pgn's, or the next free name in
// the games folder (another anna starting in the same second takes the
// name after it).
func claimNew(pgn string) (string, *scoresheet.Lock, error) {
	if pgn != "" {
		lock, err := lockMatch(pgn)
		return pgn, lock, err
	}
	path, err := scoresheet.DefaultPath(time.Now())
	if err != nil {
		return "", nil, noGamesFolder(err)
	}
	base := strings.TrimSuffix(path, ".pgn")
	for i := 2; ; i++ {
		lock, err := scoresheet.LockMatch(path)
		if err == nil || !errors.Is(err, scoresheet.ErrOpenElsewhere) || i == 100 {
			if err != nil {
				return "", nil, scoresheetTrouble(err, cliCannotWrite)
			}
			return path, lock, nil
		}
		path = scoresheet.FreeName(fmt.Sprintf("%s-%d.pgn", base, i))
	}
}

// statePath is where a match's state is kept: beside its scoresheet.
func statePath(pgn string) string { return scoresheet.StatePath(pgn) }

// resumedPGN is the scoresheet of the match whose state is at state,
// unless --pgn named it (resume.PGNOf).
func resumedPGN(state, pgn string) string { return resume.PGNOf(state, pgn) }

// findState is the state file of the match to resume (resume.FindState).
func findState(pgn string) (string, error) { return resume.FindState(pgn) }

// checkResumeFlags holds the flags typed to anna resume (or anna host
// --resume) to the match they resume (resume.CheckFlags).
func checkResumeFlags(o options) error {
	if o.command != "resume" && !(o.command == "host" && o.resume) {
		return nil
	}
	return resume.CheckFlags(resumeFlags(o))
}

// resumeFlags are the flags resuming a match reads.
func resumeFlags(o options) resume.Flags {
	return resume.Flags{Command: o.command, PGN: o.pgn, Given: o.given,
		TC: o.tc, Laws: o.laws, Quickplay: o.quickplay, Mirror: o.mirror, Press: o.press, Blind: o.blind, Assistant: o.assistant,
		HasEngine: o.engine.command != "",
		Engine:    func(saved *session.EngineConfig) *session.EngineConfig { return resumeEngine(o, saved) },
		GameFlags: gameGroup, HostFlags: hostGroup, EngineFlags: engineGroup}
}

func (s *fileStore) Save(v int, docs session.Documents) error {
	err := s.set.Save(v, docs.PGN, docs.Seats, docs.State)
	if s.brf == nil {
		return err
	}
	// The braille scoresheet after the others, as safely (atomic, synced).
	// A game the braille reader cannot read (a Chess960 game, which its PGN
	// library does not play) leaves the braille file as it was and is no
	// failure of the save: the PGN, the record, is on disk.
	doc, berr := s.brf.Render(docs.PGN)
	if berr != nil {
		return err
	}
	if berr = s.set.Braille.Write(v, string(doc)); err == nil {
		err = berr
	}
	return err
}

// keepBraille has the store keep the braille scoresheet (--brf) beside
// the PGN; what it returns is the line saying liblouis is missing, if it is.
func (s *fileStore) keepBraille(o options) []string {
	tr, notice := louis(o.book)
	f := o.braille.format()
	f.Unicode = false // a .brf file is Braille ASCII
	s.brf = &braille.Sheet{Words: o.book.ScoreWords(), Format: f, Tr: tr}
	if notice != "" {
		return []string{notice}
	}
	return nil
}

func (s *fileStore) Where() string { return s.set.PGN.Path }

// check makes sure the match's files can be written before the first move;
// a new game never overwrites a scoresheet or a state on disk.
func (s *fileStore) check(resuming bool, book speech.Phrasebook) error {
	if resuming {
		if err := s.set.CheckWritable(); err != nil {
			return scoresheetTrouble(err, cliCannotWrite)
		}
		return nil
	}
	err := s.set.CheckNew()
	var odd *scoresheet.NotRegularError
	if errors.As(err, &odd) {
		return notAFile(odd, s.set.PGN.Path)
	}
	if errors.Is(err, scoresheet.ErrExists) {
		pgn := s.set.PGN.Path
		return errors.New("anna: " + book.FileThere(strings.TrimPrefix(err.Error(), scoresheet.ErrExists.Error()+": "), pgn, scoresheet.FreeName(pgn)).Text())
	}
	if err != nil {
		return scoresheetTrouble(err, cliCannotWrite)
	}
	return nil
}

// The refusals of a game's files, a PGN and Guidelines III, said as
// internal/why says them (cmd/anna's short names).
var (
	scoresheetTrouble = why.Scoresheet
	notAFile          = why.NotAFile
	kindOf            = why.Kind
	noGamesFolder     = why.NoGamesFolder
	pgnTrouble        = why.PGN
	guidelinesReason  = why.Guidelines
)
