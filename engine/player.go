// Package engine puts a UCI chess engine (stockfish, or any other) at
// anna's table: as an opponent that plays one side, and as the adviser
// that answers hint and eval and analyses a game. The engine runs in its
// own process (package engine/uci talks to it), on its own goroutines;
// what it decides reaches the game only through the table, as the lines
// of its seat, so that saving before announcing, the clock and both
// scoresheets work for it exactly as for a person.
package engine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
)

// Config is the engine at a table.
type Config struct {
	Path  string      // the engine's program (see uci.Find)
	Plays rules.Color // the side it plays; NoColor: it only advises
	Level Level
	// AnalysisLevel sets how far an analysis searches each position (8:
	// the furthest).
	AnalysisLevel Level
	// Log gets the conversation with the engine and what was refused.
	Log io.Writer
	// Chance picks the lowest levels' random moves; nil: seeded from the
	// time.
	Chance Chance
}

// Player is the engine at the table: it sits at its side's seat (or
// watches, when it only advises), plays its moves as that seat's lines,
// and answers hint, eval, analyze and engine restart. Everything it does
// reaches the game through the table, on the player's own goroutines, so
// that the table and the views never wait for the engine.
type Player struct {
	cfg    Config
	t      *table.Table
	client *table.Client
	seat   session.Seat

	proc     *uci.Process // the opponent's engine; nil while it is down
	search   *searching   // the search under way
	results  chan searchResult
	acted    string         // the key of the position last pressed or repeated on
	refused  map[string]int // moves refused per position
	hopeless int            // own searches in a row that found the game lost

	advice  chan session.EngineRequest
	done    chan struct{}
	wg      sync.WaitGroup
	closing sync.Once
}

type searching struct {
	key    string
	cancel context.CancelFunc
}

type searchResult struct {
	key string
	res uci.Result
	err error
}

// Attach seats the engine at the table: at its side's seat, or as a
// spectator when it only advises. proc is the opponent's engine, started
// and configured already (see StartOpponent); nil when it could not be
// started, to be started by "engine restart".
func Attach(t *table.Table, cfg Config, proc *uci.Process) (*Player, error) {
	if cfg.Log == nil {
		cfg.Log = io.Discard
	}
	if cfg.AnalysisLevel == 0 {
		cfg.AnalysisLevel = MaxLevel
	}
	if cfg.Chance == nil {
		cfg.Chance = rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0))
	}
	seat := session.SpectatorSeat
	var client *table.Client
	var err error
	if cfg.Plays == rules.NoColor {
		client, err = t.SitAdviser()
	} else {
		seat = session.SeatOf(cfg.Plays)
		client, err = t.Sit(seat)
	}
	if err != nil {
		return nil, err
	}
	p := &Player{cfg: cfg, t: t, client: client, seat: seat, proc: proc, results: make(chan searchResult, 4),
		refused: map[string]int{}, advice: make(chan session.EngineRequest, 64), done: make(chan struct{})}
	p.wg.Add(2)
	go p.run()
	go p.advise()
	return p, nil
}

// StartOpponent starts the engine at path and sets it to the level.
func StartOpponent(path string, l Level, log io.Writer) (*uci.Process, error) {
	proc, err := uci.Start(path, log)
	if err != nil {
		return nil, err
	}
	if err := Configure(proc, l); err != nil {
		proc.Close()
		return nil, err
	}
	if err := proc.NewGame(); err != nil {
		proc.Close()
		return nil, err
	}
	return proc, nil
}

// Close stops the engine's goroutines and processes and takes it from the
// table.
func (p *Player) Close() {
	p.closing.Do(func() { close(p.done) })
	p.wg.Wait()
}

// run is the opponent's loop: after every change at the table it looks at
// the match and starts, stops or finishes a search.
func (p *Player) run() {
	defer p.wg.Done()
	defer p.stopOpponent()
	begun := p.t.Begun()
	for {
		var exited <-chan struct{}
		if p.proc != nil && p.search == nil {
			exited = p.proc.Exited()
		}
		select {
		case <-p.client.Ready():
			for _, ev := range p.client.Take() {
				if ev.Quit {
					return
				}
			}
		case r := <-p.results:
			p.finished(r)
		case <-begun:
			begun = nil
			p.missing()
		case <-exited:
			p.fault(p.proc.Ended())
		case <-p.done:
			return
		}
		p.step(begun == nil)
	}
}

// missing tells the players, when the game starts, that the opponent's
// engine could not be started (unless it was switched off before).
func (p *Player) missing() {
	if p.proc != nil || p.cfg.Plays == rules.NoColor {
		return
	}
	p.t.Act(func(s *session.Session) []session.Output {
		if cfg, ok := s.Engine(); !ok || cfg.Off {
			return nil
		}
		return s.EngineStartFailed()
	})
}

// step reads the match and the requests waiting, and acts on them.
func (p *Player) step(started bool) {
	var seen session.EngineSeen
	var reqs []session.EngineRequest
	p.t.Act(func(s *session.Session) []session.Output {
		seen = s.EngineSeen()
		reqs = s.TakeEngineRequests()
		return nil
	})
	for _, r := range reqs {
		p.dispatch(r)
	}
	if p.cfg.Plays == rules.NoColor {
		return
	}
	if p.search != nil && (p.search.key != seen.Key || seen.Action != session.EngineMoves) {
		p.search.cancel() // the game moved on: its result will not be used
		p.search = nil
	}
	if !started || p.proc == nil {
		return
	}
	switch seen.Action {
	case session.EngineMoves:
		if p.search == nil {
			p.startSearch(seen)
		}
	case session.EnginePresses:
		p.once(seen.Key, "press")
	case session.EngineRepeats:
		p.once(seen.Key, seen.Repeat.String())
	}
}

// dispatch hands a request to whoever answers it.
func (p *Player) dispatch(r session.EngineRequest) {
	if r.Kind == session.RestartRequest {
		p.restart()
	}
	select {
	case p.advice <- r:
	default:
		p.failed(r)
	}
}

// once types a line at the engine's seat, once for a position.
func (p *Player) once(key, line string) {
	if p.acted == key {
		return
	}
	p.acted = key
	p.t.Act(func(s *session.Session) []session.Output {
		if s.EngineSeen().Key != key {
			return nil
		}
		return p.own(s, line)
	})
}

// own types a line at the engine's seat, and yes when the seat is asked to
// confirm it (resign, accept). What is said to the engine's seat alone is
// not passed on: the engine reads the match, not its seat's lines. The
// result is never nil, so that the table always shows the new position and
// sets the clock's timer.
func (p *Player) own(s *session.Session, line string) []session.Output {
	out := s.HandleAs(p.seat, line)
	if s.EngineSeen().Confirming {
		out = append(out, s.HandleAs(p.seat, "yes")...)
	}
	mine := session.ToWhite
	if p.cfg.Plays == rules.Black {
		mine = session.ToBlack
	}
	public := make([]session.Output, 0, len(out))
	for _, o := range out {
		if o.Kind == session.Say && o.To == mine {
			if aside, ok := o.Others(); ok {
				public = append(public, aside) // what the others hear of it
			}
			continue
		}
		public = append(public, o)
	}
	return public
}

// startSearch has the engine think about the position seen.
func (p *Player) startSearch(seen session.EngineSeen) {
	ctx, cancel := context.WithCancel(context.Background())
	p.search = &searching{key: seen.Key, cancel: cancel}
	pos := uci.Position{FEN: seen.FEN, Moves: uciMoves(seen.Moves), Chess960: seen.Variant == rules.Chess960}
	limits := p.cfg.Level.limits(seen.Clock, p.cfg.Plays)
	proc := p.proc
	go func() {
		res, err := proc.Search(ctx, pos, limits)
		select {
		case p.results <- searchResult{key: seen.Key, res: res, err: err}:
		case <-p.done:
		}
	}()
}

// finished takes a search's result: a move to play, or a fault.
func (p *Player) finished(r searchResult) {
	if p.search != nil && p.search.key == r.key {
		p.search = nil
	}
	switch {
	case errors.Is(r.err, context.Canceled):
		return
	case r.err != nil:
		p.fault(r.err)
		return
	}
	p.play(r)
}

// play makes the engine's move through its seat, if the position is still
// the one it searched: a move that cannot be played is refused and
// logged, never played, and the engine is asked again; twice refused on a
// position, the engine is taken for broken. A draw offered to it is
// accepted when its evaluation is about level or worse for it; at levels
// 6 to 8 it resigns a position it has found lost twice in a row.
func (p *Player) play(r searchResult) {
	var refusedMove bool
	p.t.Act(func(s *session.Session) []session.Output {
		seen := s.EngineSeen()
		if seen.Key != r.key || seen.Action != session.EngineMoves {
			return nil
		}
		m, err := rules.ParseUCI(r.res.Move)
		var legal bool
		if err == nil {
			m, legal = s.Match().Sheet(p.cfg.Plays).Find(m)
		}
		if !legal {
			refusedMove = true
			fmt.Fprintf(p.cfg.Log, "%s refused %q: it cannot be played in %s after %d moves\n",
				time.Now().Format("15:04:05.000"), r.res.Move, seen.FEN, len(seen.Moves))
			return s.EngineRefused(r.res.Move)
		}
		if seen.Sealing {
			return p.own(s, m.String()) // the sealed move, and nothing else (I.1)
		}
		if seen.OfferBy == p.cfg.Plays.Other() && acceptsDraw(r.res.Score) {
			return p.own(s, "accept")
		}
		if p.resigns(r.res.Score) {
			return p.own(s, "resign")
		}
		return p.own(s, p.cfg.Level.choose(m, s.Match().Sheet(p.cfg.Plays), p.cfg.Chance).String())
	})
	if !refusedMove {
		return
	}
	p.refused[r.key]++
	if p.refused[r.key] >= 2 {
		p.fault(fmt.Errorf("%w: %q twice in the same position", uci.ErrBadOutput, r.res.Move))
		return
	}
	if err := p.proc.NewGame(); err != nil {
		p.fault(err)
	}
}

// acceptsDraw: an offer is accepted when the engine's evaluation is about
// level or worse for it (9.1.2: it is the engine's to accept or decline).
func acceptsDraw(sc uci.Score) bool {
	return sc.Mate < 0 || sc.Mate == 0 && sc.CP <= 25
}

// resigns: at levels 6 to 8 the engine resigns once it has found itself
// mated, or nine pawns down, on two moves in a row.
func (p *Player) resigns(sc uci.Score) bool {
	if sc.Mate < 0 || sc.Mate == 0 && sc.CP <= -900 {
		p.hopeless++
	} else {
		p.hopeless = 0
	}
	return p.cfg.Level >= 6 && p.hopeless >= 2
}

func uciMoves(ms []rules.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}
