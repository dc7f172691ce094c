package engine

import (
	"fmt"
	"io"
	"os"
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
// language (the engine's name and its log). An engine that cannot be
// seated is said on stderr, and the match goes on without it.
func SeatAt(book speech.Phrasebook, sess *session.Session, t *table.Table, pgnPath string, stderr io.Writer) (*Seated, []string) {
	cfg, ok := sess.Engine()
	if !ok {
		return nil, nil
	}
	var notices []string
	var log io.Writer = io.Discard
	logPath := strings.TrimSuffix(pgnPath, ".pgn") + ".engine.log"
	f, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		notices = append(notices, book.Say(keyEngineLog.With(words.Text(logPath))).Text())
	} else {
		log = f
	}
	path, err := uci.Find(cfg.Command)
	if err != nil {
		path = cfg.Command // "engine restart" looks again
		fmt.Fprintf(log, "%v\n", err)
	}
	plays := cfg.PlaysColor()
	var proc *uci.Process
	if plays != rules.NoColor && !cfg.Off && err == nil {
		if proc, err = StartOpponent(path, Level(cfg.Level), log); err != nil {
			fmt.Fprintf(log, "starting the engine: %v\n", err)
		} else {
			notices = append(notices, book.Say(keyEngineName.With(words.Text(proc.Name), words.Text(logPath))).Text())
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
		return nil, notices
	}
	return &Seated{player: p, plays: plays, log: f}, notices
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
)
