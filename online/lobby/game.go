package lobby

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/online"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/tui"
	"github.com/anna-chess/anna/words"
)

// playGame plays a lichess game at this terminal, as a game at home is
// played: the player's seat at a table, the server's seat taken by the
// lichess opponent (package online), the game's scoresheet saved in the
// games folder. It returns when the player leaves the game (quit: back to
// the lobby; the game, if it runs still, can be resumed), or the input
// ends (quit anna).
func (l *lobby) playGame(ctx context.Context, g lichess.GameInfo, rest []byte) ([]byte, bool) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stream, err := l.openGame(ctx, g.GameID)
	if err != nil {
		l.say(l.problem(err))
		return rest, false
	}
	f := stream.Full
	l.announceGame(f)
	you := rules.White
	if f.Black.ID == l.me.ID {
		you = rules.Black
	}
	sess, err := l.gameSession(f, you, l.heard[g.GameID])
	if err != nil {
		stream.Close()
		l.say(l.problem(err))
		return rest, false
	}
	path, lock, err := l.gameFile(g.GameID)
	if err != nil {
		stream.Close()
		fmt.Fprintln(l.errs(), err)
		return rest, false
	}
	defer lock.Release()
	store := l.cfg.Store(path)
	t := table.New(sess, store)
	defer t.Close()
	p, err := online.Attach(t, online.Config{Plays: you.Other(), Me: l.me.Username}, l.client, stream)
	if err != nil {
		stream.Close()
		fmt.Fprintf(l.errs(), "anna: %v\n", err)
		return rest, false
	}
	defer p.Close()
	closeEngine, engineNotices := l.cfg.SeatEngine(sess, t, path, l.errs())
	defer closeEngine() // before the table closes
	l.noticesTo(p)      // the connection's troubles, said at the table
	defer l.noticesTo(nil)
	client, err := t.Sit(session.SeatOf(you))
	if err != nil {
		fmt.Fprintf(l.errs(), "anna: %v\n", err)
		return rest, false
	}
	notices := append([]string{l.book.ScoresheetAt(path).Text()}, engineNotices...)
	left, quit := l.gameTerminal(t, client, notices, rest)
	over := false
	t.Act(func(s *session.Session) []session.Output {
		over = s.Match().Outcome().Over()
		l.heard[g.GameID] = len(s.Match().Agreed().Plies()) // resume says the moves past these
		return nil
	})
	if !over && !quit { // left while it runs on lichess: resume plays it again
		l.running[g.GameID] = g
		l.say(l.book.Say(keyGameRunning.With(words.Said(opponentOf(g)))))
	}
	if err := t.Unsaved(); err != nil {
		fmt.Fprintln(l.errs(), "anna: "+l.book.MovesNotSaved(path, strings.TrimPrefix(err.Error(), "scoresheet: ")).Text())
	}
	return left, quit
}

// gameFile is where the game's scoresheet is kept: --pgn's file (checked
// free when anna lichess started), or for a later game a free name beside
// it (game-2.pgn); else a new file in the games folder; for a game played
// here before and resumed, its own.
func (l *lobby) gameFile(id string) (string, *scoresheet.Lock, error) {
	if path, ok := l.files[id]; ok {
		lock, err := l.cfg.LockMatch(path)
		return path, lock, err
	}
	named := ""
	if l.cfg.PGN != "" {
		named = scoresheet.FreeName(l.cfg.PGN)
	}
	path, lock, err := l.cfg.ClaimNew(named)
	if err == nil {
		l.files[id] = path
	}
	return path, lock, err
}

// openGame opens the game's stream and waits for the game (gameFull),
// saying meanwhile why it waits.
func (l *lobby) openGame(ctx context.Context, id string) (*online.Stream, error) {
	return sayingNotices(l, func() (*online.Stream, error) { return online.Open(ctx, l.client, id, l.notify) })
}

// gameSession is the session of a lichess game: its start, its clock,
// the player's side, and the server as the authority.
// heard is how many plies the player heard of it here before (0: none).
func (l *lobby) gameSession(f lichess.GameFull, you rules.Color, heard int) (*session.Session, error) {
	variant, fen, err := lichess.Start(f)
	if err != nil {
		return nil, err
	}
	if fen == rules.StartFEN {
		fen = ""
	}
	header := lichess.Header(f, l.client.URL())
	var tc rules.TimeControl
	if f.Clock != nil {
		tc = rules.TimeControl{Periods: []rules.Period{{Time: time.Duration(f.Clock.Initial) * time.Millisecond,
			Increment: time.Duration(f.Clock.Increment) * time.Millisecond}}}
	}
	opp := f.Black
	if you == rules.Black {
		opp = f.White
	}
	confirm := !l.echo
	if l.cfg.Confirm != nil {
		confirm = *l.cfg.Confirm
	}
	return session.New(session.Config{Book: l.book, FEN: fen, Variant: variant, Header: header, Confirm: confirm,
		TimeControl: tc, Time: l.cfg.Clock(), Announce: l.cfg.Announce, Engine: l.analysisEngine(),
		Online: &session.Online{Player: you, Opponent: opp.Name, Chat: l.cfg.Chat, Heard: heard}})
}

// analysisEngine is the engine that analyses the game once it is over
// (analyze): --engine, or stockfish when it is installed; it plays no
// side and gives no hints (lichess forbids an engine's help during the
// game, and the session refuses it until the end).
func (l *lobby) analysisEngine() *session.EngineConfig {
	command := l.cfg.Engine
	if command == "" {
		command = uci.DefaultCommand
	}
	if _, err := uci.Find(command); err != nil {
		return nil
	}
	return &session.EngineConfig{Command: command, Level: l.cfg.Level}
}

// gameTerminal runs the game's view until the player leaves it. At a
// terminal the view reads the terminal itself (the lobby's reading is
// stopped), after what the lobby had read ahead; from a pipe or a file,
// the lobby's lines are handed to it. Either way what the view did not
// take is the lobby's again: the keys typed after quit, the line read when
// the game's view ended. It returns what is left to read, and whether the
// input has ended.
func (l *lobby) gameTerminal(t *table.Table, client *table.Client, notices []string, rest []byte) ([]byte, bool) {
	if !l.echo { // a terminal
		left, unseen := l.cfg.ViewTerminal(t, client, notices, rest)
		l.aheadUnseen = unseen
		return left, false
	}
	feed := l.newFeed(rest, false)
	in, out := io.Pipe()
	stop := make(chan struct{})
	forwarded := make(chan string, 1) // a line read and not taken by the view
	go func() {
		var unsent string
		defer func() { forwarded <- unsent }()
		for {
			select {
			case typed := <-feed.lines:
				line := typed.text + "\n"
				if n, err := io.WriteString(out, line); err != nil {
					unsent = line[n:] // the view has the part it read
					return
				}
			case <-feed.eof:
				out.Close()
				return
			case <-stop:
				return
			}
		}
	}()
	view := &tui.Plain{Table: t, Client: client, In: in, Out: l.out, Voice: l.voice, Echo: l.echo,
		Notices: notices, Later: l.later}
	err := view.Run()
	close(stop)
	in.CloseWithError(errors.New("the game's view has ended"))
	unsent := string(view.Unread()) + <-forwarded
	ended := false
	select {
	case <-feed.eof:
		ended = true
	default:
	}
	left := append([]byte(unsent), feed.stop()...)
	if err != nil {
		fmt.Fprintf(l.errs(), "anna: %v\n", err)
	}
	return left, ended && len(left) == 0
}

// announceGame says the game that starts: "Game against Aaron (1776),
// rated, 15+10: you play White."
func (l *lobby) announceGame(f lichess.GameFull) {
	you, opp := rules.White, f.Black
	if f.Black.ID == l.me.ID {
		you, opp = rules.Black, f.White
	}
	limit, inc := time.Duration(0), time.Duration(0)
	if f.Clock != nil {
		limit, inc = time.Duration(f.Clock.Initial)*time.Millisecond, time.Duration(f.Clock.Increment)*time.Millisecond
	}
	clock := clockOf(limit, inc, f.DaysPerTurn)
	opponent := player(opp.Name, opp.Rating)
	if opp.AILevel > 0 { // said in the player's words, not lichess's English name
		opponent = keyAIPlayer.With(words.Number(opp.AILevel))
	}
	l.say(l.book.Say(keyGameStarts.With(words.Said(opponent), words.Flag(f.Rated), words.Said(clock), words.Said(keyColour.With(words.Colour(you))))))
}
