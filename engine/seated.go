package engine

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/words"
)

// Seated is a match's engine at its table: started and seated, with its
// log beside the scoresheet. It is nil when the match has no engine. An
// engine that cannot be started is seated all the same: the players hear
// so when the game starts, and "engine restart" tries again.
type Seated struct {
	player *Player
	plays  rules.Color
	log    *os.File
}

// SeatAt seats the match's engine at t, if it has one, its log beside the
// scoresheet at pgnPath; notices are printed for the player, in book's
// language (the engine's name and its log), and said are printed and
// spoken at the start: an engine that plays a side and is not installed
// (how to install one) or cannot be started (engine restart, engine off).
// An engine that cannot be seated is said on stderr, and the match goes
// on without it.
func SeatAt(book speech.Phrasebook, sess *session.Session, t *table.Table, pgnPath string, stderr io.Writer) (_ *Seated, notices []string, said []speech.Phrase) {
	cfg, ok := sess.Engine()
	if !ok {
		return nil, nil, nil
	}
	var log io.Writer = io.Discard
	logPath := strings.TrimSuffix(pgnPath, ".pgn") + ".engine.log"
	f, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		notices = append(notices, book.Say(keyEngineLog.With(words.Text(logPath))).Text())
	} else {
		log = f
	}
	path, err := uci.Find(cfg.Command)
	missing := err != nil
	if missing {
		path = cfg.Command // "engine restart" looks again
		fmt.Fprintf(log, "%v\n", err)
	}
	plays := cfg.PlaysColor()
	var proc *uci.Process
	if plays != rules.NoColor && !cfg.Off {
		// An opponent that is not there is said at the start, not only
		// when its first move is due.
		switch {
		case missing:
			said = append(said, book.EngineMissing(cfg.Command, false, speech.InstallFor(runtime.GOOS)))
		default:
			if proc, err = StartOpponent(path, Level(cfg.Level), log); err != nil {
				fmt.Fprintf(log, "starting the engine: %v\n", err)
				said = append(said, book.Say(keyEngineStartFailed.Event()))
			} else {
				notices = append(notices, book.Say(keyEngineName.With(words.Text(proc.Name), words.Text(logPath))).Text())
			}
		}
	}
	p, err := Attach(t, Config{Path: path, Plays: plays, Level: Level(cfg.Level), Log: log}, proc)
	if err != nil {
		fmt.Fprintln(stderr, "anna: "+book.Say(keyNotSeated.With(words.Text(err.Error()))).Text())
		if proc != nil {
			proc.Close()
		}
		if f != nil {
			f.Close()
		}
		return nil, notices, nil
	}
	return &Seated{player: p, plays: plays, log: f}, notices, said
}

// Seat is the seat of the terminal the engine plays against: the other
// side; NoSeat when it plays neither.
func (e *Seated) Seat() session.Seat {
	if e == nil || e.plays == rules.NoColor {
		return session.NoSeat
	}
	return session.SeatOf(e.plays.Other())
}

// Close stops the engine and closes its log.
func (e *Seated) Close() {
	if e == nil {
		return
	}
	e.player.Close()
	if e.log != nil {
		e.log.Close()
	}
}

// What seating an engine prints on this terminal (speech/lang/CODE.toml):
// where its log is, its name, why it could not be seated. Never sent to
// another end, so not declared (words.Declare).
const (
	keyEngineLog  words.Key = "engine-log"
	keyEngineName words.Key = "engine-name"
	keyNotSeated  words.Key = "engine-not-seated"
	// keyEngineStartFailed is the session's own sentence (engine restart's
	// answer), said here at the start.
	keyEngineStartFailed words.Key = "engine-start-failed"
)
