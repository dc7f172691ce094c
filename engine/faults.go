package engine

import (
	"errors"
	"fmt"
	"time"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// When the opponent's engine stops or misbehaves: the players hear it, the
// game is saved, and they choose to restart it or go on without it.

// fault takes the opponent's engine for stopped: it is closed, and the
// players hear it and choose (engine restart or engine off).
func (p *Player) fault(err error) {
	fmt.Fprintf(p.cfg.Log, "%s engine fault: %v\n", time.Now().Format("15:04:05.000"), err)
	p.stopOpponent()
	ended := !errors.Is(err, uci.ErrNotAnswering)
	p.t.Act(func(s *session.Session) []session.Output { return s.EngineDown(ended) })
}

// restart starts the opponent's engine again (the adviser's starts when it
// is next asked).
func (p *Player) restart() {
	if p.cfg.Plays == rules.NoColor {
		return
	}
	p.stopOpponent()
	proc, err := StartOpponent(p.cfg.Path, p.cfg.Level, p.cfg.Log)
	if err != nil {
		fmt.Fprintf(p.cfg.Log, "%s engine restart: %v\n", time.Now().Format("15:04:05.000"), err)
		p.t.Act(func(s *session.Session) []session.Output { return s.EngineStartFailed() })
		return
	}
	p.proc, p.acted, p.refused, p.hopeless = proc, "", map[string]int{}, 0
	p.t.Act(func(s *session.Session) []session.Output { return s.EngineUp(proc.Name) })
}

// stopOpponent cancels the search under way and closes the opponent's
// engine.
func (p *Player) stopOpponent() {
	if p.search != nil {
		p.search.cancel()
		p.search = nil
	}
	if p.proc != nil {
		p.proc.Close()
		p.proc = nil
	}
}
