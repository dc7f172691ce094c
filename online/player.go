package online

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/words"
)

// Config is the lichess game at a table.
type Config struct {
	// Plays is the side the server plays: the opponent's. The player at
	// the keyboard plays the other.
	Plays rules.Color
	// Me is the player's own name on lichess: their chat lines, which the
	// server sends back, are not read to them again.
	Me string
	// Log gets what was sent and what the server refused.
	Log io.Writer
}

// Player is the lichess opponent at the table.
type Player struct {
	cfg    Config
	t      *table.Table
	client *table.Client
	srv    Server
	stream *Stream
	me     rules.Color

	count int        // the moves in the server's list, as last brought to the session
	sent  *rules.Ply // the player's move sent, not yet in the server's list
	// lost: the game's stream is lost (and lichess not said back): the
	// player's moves are said kept, not played (session.ServerReachable).
	lost  bool
	draw  bool        // the player claimed a draw (the opponent gone)
	gone  *claimClock // the opponent has left: the countdown to a claim
	first *claimClock // the player's first move awaited: the countdown to lichess's abort

	jobs    chan job
	results chan func()
	ctx     context.Context
	cancel  context.CancelFunc
	done    chan struct{}
	wg      sync.WaitGroup
	closing sync.Once
}

// job is one call to the server, made in order; failed says why it
// failed, at the table. A held job waits while the server cannot be
// reached (the player's move), and held says so once.
type job struct {
	do     func(ctx context.Context) error
	failed func(s *session.Session, reason string) []session.Output
	done   func(s *session.Session) []session.Output // what is said when the server took it, if anything
	held   func(s *session.Session) []session.Output
}

// Attach seats the server's side at the table and brings the game as the
// stream's first message has it to the session (the moves played before,
// said to nobody: the table has not started). Call it before the table
// starts.
func Attach(t *table.Table, cfg Config, srv Server, stream *Stream) (*Player, error) {
	if cfg.Log == nil {
		cfg.Log = io.Discard
	}
	client, err := t.Sit(session.SeatOf(cfg.Plays))
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	p := &Player{cfg: cfg, t: t, client: client, srv: srv, stream: stream, me: cfg.Plays.Other(),
		jobs: make(chan job, 64), results: make(chan func(), 64), ctx: ctx, cancel: cancel, done: make(chan struct{})}
	t.Act(func(s *session.Session) []session.Output {
		var saves []session.Output
		for _, o := range p.apply(s, stream.Full.State) {
			if o.Kind == session.Save {
				saves = append(saves, o) // the game so far is on disk; nothing is said
			}
		}
		return saves
	})
	p.wg.Add(2)
	go p.run()
	go p.work()
	return p, nil
}

// Close stops the player's goroutines and the stream.
func (p *Player) Close() {
	p.closing.Do(func() {
		close(p.done)
		p.cancel()
	})
	p.wg.Wait()
	p.stream.Close()
}

// Notice takes what happens on the way to the server told elsewhere than
// the game's stream (the event stream, a request): it is said in its
// place among the game's messages, so that "Connected to lichess again."
// comes before the moves the game's stream brings back. It never blocks.
func (p *Player) Notice(n lichess.Notice) {
	p.stream.add(lichess.GameMessage{Notice: &n})
}

// notice says a notice at the table, and follows the game's own stream:
// while it is lost, the player's moves are said kept, not played
// (session.ServerReachable).
func (p *Player) notice(n lichess.Notice) {
	// Lost: the game's stream, or lichess said lost by another (the
	// event stream may see it first: a move typed after "The connection
	// to lichess is lost" is kept, never announced as played); back: the
	// game's stream, or lichess said back by another.
	lost := n.Kind == lichess.StreamLost && (n.Stream == "game" || !n.Quiet)
	back := n.Kind == lichess.StreamBack && (n.Stream == "game" || !n.Quiet)
	if lost && !p.lost || back && p.lost {
		p.lost = lost
		p.t.Act(func(s *session.Session) []session.Output { s.ServerReachable(!lost); return nil })
	}
	if e, ok := NoticeSaid(n); ok {
		p.say(e)
	}
}

// NoticeSaid is what is said of a notice, if anything: a wait asked for,
// lichess lost (again, at most once a minute) and back.
func NoticeSaid(n lichess.Notice) (session.Event, bool) {
	switch {
	case n.Quiet:
	case n.Kind == lichess.RateLimited:
		return keyLichessRateLimited.With(words.Duration(n.Wait)), true
	case n.Kind == lichess.StreamLost && n.Again:
		return keyLichessConnectionStill.With(words.Duration(n.Wait)), true
	case n.Kind == lichess.StreamLost:
		return keyLichessConnectionLost.With(words.Duration(n.Wait)), true
	case n.Kind == lichess.StreamBack:
		return keyLichessConnectionBack.Event(), true
	}
	return session.Event{}, false
}

// say says e at the table, to everyone.
func (p *Player) say(e session.Event) {
	p.t.Act(func(*session.Session) []session.Output {
		return []session.Output{{Kind: session.Say, Event: e, To: session.Everyone}}
	})
}

// streamTrouble is the one line that says why the game's stream ended
// before the game did, and is not reopened: the token refused (revoked on
// lichess, with where to make a new one), or lichess's reason.
func streamTrouble(err error) session.Event {
	var api *lichess.APIError
	switch {
	case errors.Is(err, lichess.ErrUnauthorized):
		return keyLichessTokenRefused.With(words.Text(lichess.TokenURL))
	case errors.As(err, &api) && api.Message != "":
		return keyLichessRefused.With(words.Text(api.Message))
	}
	return keyLichessRefused.With(words.Text(strings.TrimPrefix(err.Error(), "lichess: ")))
}

// behindWait is how often the player looks again whether the table's
// terminals have taken what was said (Table.Behind).
const behindWait = 20 * time.Millisecond

// run is the player's loop: the server's messages to the session, and
// after every event at the table, the player's moves and requests to the
// server.
func (p *Player) run() {
	defer p.wg.Done()
	begun := p.t.Begun()
	ended := p.stream.ended // the stream ends for good: with the game, or for a reason to say
	for {
		var tick, firstTick <-chan time.Time
		if p.gone != nil {
			tick = p.gone.timer.C
		}
		if p.first != nil {
			firstTick = p.first.timer.C
		}
		messages := p.stream.ready
		var behind <-chan time.Time
		switch {
		case begun != nil:
			messages = nil // the game is said from its start: the stream waits for the table
		case p.t.Behind():
			// A terminal has not taken what the table said (a megabyte):
			// the stream waits for it, and the server with it (Stream's
			// maxQueued), rather than the terminal's queue growing.
			messages, behind = nil, time.After(behindWait)
		}
		select {
		case <-behind:
		case <-ended:
			ended = nil
			if err := p.stream.Err(); err != nil {
				p.say(streamTrouble(err))
			}
		case <-begun:
			begun = nil
			p.firstMove(p.stream.Full.State) // the game's start: said after the opening
			p.stream.signal()                // what came meanwhile
		case <-p.client.Ready():
			for _, ev := range p.client.Take() {
				if ev.Quit {
					return
				}
			}
		case <-messages:
			for _, m := range p.stream.take() {
				p.message(m)
			}
		case f := <-p.results:
			if begun == nil { // what was queued before it first: "Connected to lichess again." before "Sent now"
				for _, m := range p.stream.take() {
					p.message(m)
				}
			}
			f()
		case <-tick:
			p.countdown()
		case <-firstTick:
			p.firstMoveTick()
		case <-p.done:
			return
		}
		p.step()
	}
}

// message brings one message of the stream to the session.
func (p *Player) message(m lichess.GameMessage) {
	switch {
	case m.Full != nil:
		p.state(m.Full.State) // the stream was opened again: the whole game, resynced
	case m.State != nil:
		p.state(*m.State)
	case m.Chat != nil:
		c := m.Chat
		if c.Room != "player" || strings.EqualFold(c.Username, p.cfg.Me) {
			return
		}
		p.t.Act(func(s *session.Session) []session.Output { return s.ServerChat(c.Username, c.Text) })
	case m.Gone != nil:
		p.opponentGone(*m.Gone)
	case m.Notice != nil:
		p.notice(*m.Notice)
	}
}

func (p *Player) state(st lichess.GameState) {
	p.t.Act(func(s *session.Session) []session.Output { return p.apply(s, st) })
	if lichess.Over(st.Status) {
		p.stopCountdown()
	}
	p.firstMove(st)
}

// apply brings a state of the server's to the session: the moves (what
// the session has not yet, or has and the server not), the clocks, the
// offers, the end.
func (p *Player) apply(s *session.Session, st lichess.GameState) []session.Output {
	var ss session.ServerState
	p.pickUp(s) // a move made here and not yet sent is on its way, not to be taken back
	n := len(strings.Fields(st.Moves))
	if p.sent == nil || n != p.count {
		sync, err := lichess.SyncMoves(s.Match().Agreed(), st.Moves)
		if err != nil {
			fmt.Fprintf(p.cfg.Log, "%s the server's moves cannot be followed: %v\n", stamp(), err)
			return nil
		}
		ss.Back, ss.Moves = sync.Back, sync.Add
		p.sent = nil
	}
	p.count = n
	over := lichess.Over(st.Status)
	if p.stream.Full.Clock != nil {
		ss.Clock = true
		ss.White, ss.Black = time.Duration(st.WTime)*time.Millisecond, time.Duration(st.BTime)*time.Millisecond
		ss.Runs = n >= 2 && !over // lichess starts the clocks after both sides' first moves
	}
	ss.Offers = [2]bool{st.WDraw, st.BDraw}
	ss.Takebacks = [2]bool{st.WTakeback, st.BTakeback}
	if over {
		turn := p.turnAfter(n)
		offered := s.Match().DrawOfferBy() != rules.NoColor || st.WDraw || st.BDraw || s.OfferStanding()
		ss.End = ending{status: st.Status, winner: rules.ColorOfWord(st.Winner), toMove: turn, opponent: p.cfg.Plays,
			offered: offered, drewClaim: p.draw}.outcome()
	}
	return s.ServerState(ss)
}

// step sends the player's new move, and what the player asked for.
func (p *Player) step() {
	var reqs []session.OnlineRequest
	p.t.Act(func(s *session.Session) []session.Output {
		p.pickUp(s)
		reqs = s.TakeOnlineRequests()
		return nil
	})
	for _, r := range reqs {
		p.request(r)
	}
}

// pickUp sends the player's move made since the server's last state, if
// there is one and it is not on its way already.
func (p *Player) pickUp(s *session.Session) {
	plies := s.Match().Agreed().Plies()
	if p.sent == nil && len(plies) == p.count+1 && plies[len(plies)-1].Color == p.me {
		ply := plies[len(plies)-1]
		p.sent = &ply
		p.sendMove(ply)
	}
}

// sendMove sends the player's move in UCI (castling e1g1, in Chess960
// king takes rook, as rules writes it); a move the server refuses is
// said and taken back.
func (p *Player) sendMove(ply rules.Ply) {
	uci := ply.Move.String()
	p.queue(job{
		do: func(ctx context.Context) error { return p.srv.Move(ctx, p.stream.ID, uci, false) },
		failed: func(s *session.Session, reason string) []session.Output {
			if p.sent == nil || p.sent.Move != ply.Move {
				return nil // the server's state came first and resynced the game
			}
			p.sent = nil
			return s.ServerMoveRefused(ply, reason)
		},
		held: func(s *session.Session) []session.Output { return s.ServerMoveKept(ply) },
		done: func(s *session.Session) []session.Output { return s.ServerMoveTaken(ply) },
	})
}

// request sends what the player asked for.
func (p *Player) request(r session.OnlineRequest) {
	id := p.stream.ID
	var do func(ctx context.Context) error
	switch r.Kind {
	case session.SendDraw, session.AcceptDraw, session.DeclineDraw:
		yes := r.Kind != session.DeclineDraw
		do = func(ctx context.Context) error { return p.srv.Draw(ctx, id, yes) }
	case session.SendTakeback, session.DeclineTakeback:
		yes := r.Kind == session.SendTakeback
		do = func(ctx context.Context) error { return p.srv.Takeback(ctx, id, yes) }
	case session.SendResign:
		do = func(ctx context.Context) error { return p.srv.Resign(ctx, id) }
	case session.SendAbort:
		do = func(ctx context.Context) error { return p.srv.Abort(ctx, id) }
	case session.ClaimWin:
		do = func(ctx context.Context) error { return p.srv.ClaimVictory(ctx, id) }
	case session.ClaimDraw:
		p.draw = true
		do = func(ctx context.Context) error { return p.srv.ClaimDraw(ctx, id) }
	case session.SendChat:
		text := r.Text
		do = func(ctx context.Context) error { return p.srv.Chat(ctx, id, "player", text) }
	default:
		return
	}
	p.queue(job{do: do, failed: func(s *session.Session, reason string) []session.Output { return s.ServerRefused(reason) },
		done: func(s *session.Session) []session.Output { return s.ServerTook(r) }})
}

func (p *Player) queue(j job) {
	select {
	case p.jobs <- j:
	case <-p.done:
	}
}

// work makes the calls to the server, one at a time and in order; a
// refusal is said at the table.
func (p *Player) work() {
	defer p.wg.Done()
	for {
		select {
		case j := <-p.jobs:
			var err error
			if j.held != nil {
				err = p.srv.Hold(p.ctx, j.do, func() { p.result(j.held) })
			} else {
				err = j.do(p.ctx)
			}
			if p.ctx.Err() != nil || err == nil && j.done == nil {
				continue
			}
			said := j.done
			switch {
			case errors.Is(err, lichess.ErrNoNetwork): // lichess refused nothing: it was not reached
				fmt.Fprintf(p.cfg.Log, "%s not sent: %v\n", stamp(), err)
				said = (*session.Session).ServerNotSent
			case err != nil:
				reason := why(err)
				fmt.Fprintf(p.cfg.Log, "%s refused: %s\n", stamp(), reason)
				said = func(s *session.Session) []session.Output { return j.failed(s, reason) }
			}
			if !p.result(said) {
				return
			}
		case <-p.done:
			return
		}
	}
}

// result hands what is said of a job to the player's loop, which says it
// at the table; false when the player is closing.
func (p *Player) result(said func(*session.Session) []session.Output) bool {
	select {
	case p.results <- func() { p.t.Act(said) }:
		return true
	case <-p.done:
		return false
	}
}

// why is the server's reason for a refusal, as it wrote it.
func why(err error) string {
	var api *lichess.APIError
	if errors.As(err, &api) && api.Message != "" {
		return api.Message
	}
	return strings.TrimPrefix(err.Error(), "lichess: ")
}

func stamp() string { return time.Now().Format("15:04:05.000") }

// The events said here.
var (
	keyLichessConnectionBack  = words.Declare("lichess-connection-back")
	keyLichessConnectionLost  = words.Declare("lichess-connection-lost", words.DurationKind)
	keyLichessConnectionStill = words.Declare("lichess-connection-still", words.DurationKind)
	keyLichessRateLimited     = words.Declare("lichess-rate-limited", words.DurationKind)
	keyLichessRefused         = words.Declare("lichess-refused", words.TextKind)
	keyLichessTokenRefused    = words.Declare("lichess-token-refused", words.TextKind)
)
