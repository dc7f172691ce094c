package lichesstest

import (
	"github.com/anna-chess/anna/lichess"
)

// The test's side of a game: the opponent's actions, and the troubles of
// the network, each as the spec describes it.

// inGame runs f on a game with the server locked, then wakes the waiters;
// a game the fake does not know fails the test.
func (s *Server) inGame(id string, f func(g *game)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.games[id]
	if !ok {
		s.t.Errorf("lichesstest: no game %s", id)
		return
	}
	f(g)
	s.changedLocked()
}

// withGame runs f on a game, then sends its state (and, at its end,
// gameFinish).
func (s *Server) withGame(id string, f func(g *game)) {
	s.inGame(id, func(g *game) {
		f(g)
		s.stateChangedLocked(g)
	})
}

// OpponentMove plays the opponent's move (or, with the player on move, a
// move the player made on another device).
func (s *Server) OpponentMove(id, uci string) {
	s.withGame(id, func(g *game) {
		if why := s.playLocked(g, uci); why != "" {
			s.t.Errorf("lichesstest: the opponent's %s: %s", uci, why)
		}
	})
}

// OpponentOffersDraw offers a draw, or accepts the player's offer.
func (s *Server) OpponentOffersDraw(id string) {
	s.withGame(id, func(g *game) {
		them := colorIndex(other(g.spec.Color))
		if g.offers[colorIndex(g.spec.Color)] {
			s.agreeLocked(g, &g.offers, lichess.StatusDraw)
			return
		}
		g.offers[them] = true
	})
}

// OpponentDeclinesDraw declines the player's offer.
func (s *Server) OpponentDeclinesDraw(id string) {
	s.withGame(id, func(g *game) { g.offers[colorIndex(g.spec.Color)] = false })
}

// OpponentProposesTakeback proposes a takeback, or accepts the player's.
func (s *Server) OpponentProposesTakeback(id string) {
	s.withGame(id, func(g *game) {
		if g.backs[colorIndex(g.spec.Color)] {
			g.backs[colorIndex(other(g.spec.Color))] = true
			s.agreeLocked(g, &g.backs, "")
			return
		}
		g.backs[colorIndex(other(g.spec.Color))] = true
	})
}

// OpponentResigns resigns for the opponent.
func (s *Server) OpponentResigns(id string) {
	s.withGame(id, func(g *game) { g.status, g.winner = lichess.StatusResign, g.spec.Color })
}

// OpponentAborts aborts the game for the opponent.
func (s *Server) OpponentAborts(id string) {
	s.withGame(id, func(g *game) { g.status = lichess.StatusAborted })
}

// Flag ends the game on time: the side to move has run out.
func (s *Server) Flag(id string) {
	s.withGame(id, func(g *game) {
		loser := g.turn()
		if loser == "white" {
			g.wtime = 0
		} else {
			g.btime = 0
		}
		g.status, g.winner = lichess.StatusOutOfTime, other(loser)
	})
}

// OpponentGone tells the player the opponent has left (gone) or is back;
// claimIn is the seconds before a win may be claimed (0: now).
func (s *Server) OpponentGone(id string, gone bool, claimIn int) {
	s.inGame(id, func(g *game) {
		msg := lichess.OpponentGone{Type: lichess.TypeOpponentGone, Gone: gone}
		if gone {
			msg.ClaimWinInSeconds = &claimIn
		}
		g.claimable = gone && claimIn == 0
		s.sendGameLocked(g, msg)
	})
}

// OpponentGoneNoClaim tells the player the opponent has left, without the
// seconds to a claim (claimWinInSeconds is not required by the spec).
func (s *Server) OpponentGoneNoClaim(id string) {
	s.inGame(id, func(g *game) {
		g.claimable = false
		s.sendGameLocked(g, lichess.OpponentGone{Type: lichess.TypeOpponentGone, Gone: true})
	})
}

// OpponentSays writes a line in the player chat for the opponent.
func (s *Server) OpponentSays(id, text string) {
	s.inGame(id, func(g *game) {
		s.sendGameLocked(g, lichess.ChatLine{Type: lichess.TypeChatLine, Room: "player", Username: g.spec.Opponent.Name, Text: text})
	})
}

// DropGame ends the game's open streams: cut drops the connections as a
// network would, otherwise the server closes them mid-game.
func (s *Server) DropGame(id string, cut bool) {
	s.inGame(id, func(g *game) {
		for _, c := range g.streams {
			if cut {
				c.cut()
			} else {
				c.close()
			}
		}
		g.streams = nil
	})
}

// HoldGame cuts the game's streams as a network would and keeps the
// streams opened after it waiting, as a network that is down, until
// ReleaseGame: what happens meanwhile (the opponent's moves) reaches the
// player only in the gameFull of the stream reopened.
func (s *Server) HoldGame(id string) {
	s.DropGame(id, true)
	s.inGame(id, func(g *game) {
		if g.held == nil {
			g.held = make(chan struct{})
		}
	})
}

// ReleaseGame lets the streams waiting since HoldGame open.
func (s *Server) ReleaseGame(id string) {
	s.inGame(id, func(g *game) {
		if g.held != nil {
			close(g.held)
			g.held = nil
		}
	})
}

// WaitHeld waits until n streams of the game have come while it is held:
// the player's side has tried to reopen it.
func (s *Server) WaitHeld(id string, n int) {
	s.t.Helper()
	s.WaitFor("a game stream reopened while held", waitLong, func() bool { return s.games[id].waiting >= n })
}

// Revoke revokes the token, as its owner may on lichess mid-game: every
// request from now on is refused with 401 (the spec's Error), open
// streams included (they are cut, and cannot be opened again).
func (s *Server) Revoke() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.revoked = true
	if s.events != nil {
		s.events.cut()
	}
	for _, g := range s.games {
		for _, c := range g.streams {
			c.cut()
		}
		g.streams = nil
	}
	s.changedLocked()
}

// Game is what the fake knows of a game: its moves, status, winner,
// offers standing and chat lines written by the player.
type Game struct {
	Moves          []string
	Status, Winner string
	Offers, Backs  [2]bool
	Said           []string
	Streams        int // game streams open
}

// GameNow reports a game's state.
func (s *Server) GameNow(id string) Game {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.gameLocked(id)
}

func (s *Server) gameLocked(id string) Game {
	g, ok := s.games[id]
	if !ok {
		return Game{}
	}
	return Game{Moves: append([]string(nil), g.moves...), Status: g.status, Winner: g.winner, Offers: g.offers,
		Backs: g.backs, Said: append([]string(nil), g.said...), Streams: len(g.streams)}
}

// WaitGame waits until cond holds of the game.
func (s *Server) WaitGame(id, what string, cond func(Game) bool) {
	s.t.Helper()
	s.WaitFor(what, waitLong, func() bool { return cond(s.gameLocked(id)) })
}
