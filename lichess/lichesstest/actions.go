package lichesstest

import (
	"net/http"

	"github.com/anna-chess/anna/lichess"
)

// The player's actions in a game (the Board API's POSTs), and the
// opponent's, which the test makes.

func (s *Server) draw(w http.ResponseWriter, r *http.Request) {
	s.offer(w, r, func(g *game) *[2]bool { return &g.offers }, lichess.StatusDraw)
}

func (s *Server) takeback(w http.ResponseWriter, r *http.Request) {
	s.offer(w, r, func(g *game) *[2]bool { return &g.backs }, "")
}

// offer handles yes or no to a draw offer or a takeback: yes makes the
// player's offer, or accepts the opponent's; no declines it.
func (s *Server) offer(w http.ResponseWriter, r *http.Request, which func(*game) *[2]bool, agreed string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.gameOf(w, r)
	if !ok {
		return
	}
	if lichess.Over(g.status) {
		s.refuse(w, "The game is over")
		return
	}
	me, them := colorIndex(g.spec.Color), colorIndex(other(g.spec.Color))
	offers := which(g)
	switch r.PathValue("accept") {
	case "yes", "true":
		if offers[them] {
			s.agreeLocked(g, offers, agreed)
		} else {
			offers[me] = true
		}
	case "no", "false":
		offers[them] = false
	default:
		s.refuse(w, "accept is yes or no")
		return
	}
	s.ok(w)
	s.stateChangedLocked(g)
}

// agreeLocked carries out an offer both players agree to: a draw, or a
// takeback (the last move of the one who asked, and the opponent's after
// it if there is one).
func (s *Server) agreeLocked(g *game, offers *[2]bool, agreed string) {
	if agreed != "" {
		g.status = agreed
		*offers = [2]bool{}
		return
	}
	asker := other(g.spec.Color)
	if offers[colorIndex(g.spec.Color)] {
		asker = g.spec.Color
	}
	n := 1
	if g.turn() == asker {
		n = 2 // the asker's last move and the reply to it
	}
	n = min(n, len(g.moves))
	g.board.TakeBack(n)
	g.moves = g.moves[:len(g.moves)-n]
	*offers = [2]bool{}
}

func (s *Server) resign(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.gameOf(w, r)
	if !ok {
		return
	}
	if lichess.Over(g.status) {
		s.refuse(w, "The game is over")
		return
	}
	g.status, g.winner = lichess.StatusResign, other(g.spec.Color)
	s.ok(w)
	s.stateChangedLocked(g)
}

func (s *Server) abort(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.gameOf(w, r)
	if !ok {
		return
	}
	if lichess.Over(g.status) || len(g.moves) >= 2 {
		s.refuse(w, "This game can no longer be aborted")
		return
	}
	g.status = lichess.StatusAborted
	s.ok(w)
	s.stateChangedLocked(g)
}

// claim is claim-victory (win) or claim-draw, allowed once the opponent
// has been gone long enough (OpponentGone with claim 0).
func (s *Server) claim(win bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		defer s.mu.Unlock()
		g, ok := s.gameOf(w, r)
		if !ok {
			return
		}
		if lichess.Over(g.status) || !g.claimable {
			s.refuse(w, "You cannot claim now")
			return
		}
		if win {
			g.status, g.winner = lichess.StatusTimeout, g.spec.Color
		} else {
			g.status = lichess.StatusDraw
		}
		s.ok(w)
		s.stateChangedLocked(g)
	}
}

func (s *Server) chat(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.gameOf(w, r)
	if !ok {
		return
	}
	room, text := r.PostFormValue("room"), r.PostFormValue("text")
	if room != "player" && room != "spectator" || text == "" {
		s.refuse(w, "room and text are required")
		return
	}
	g.said = append(g.said, text)
	s.ok(w)
	s.sendGameLocked(g, lichess.ChatLine{Type: lichess.TypeChatLine, Room: room, Username: s.Me.Name, Text: text})
	s.changedLocked()
}

// withGame runs f on a game, then sends its state (and, at its end,
// gameFinish).
func (s *Server) withGame(id string, f func(g *game)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.games[id]
	if !ok {
		s.t.Errorf("lichesstest: no game %s", id)
		return
	}
	f(g)
	s.stateChangedLocked(g)
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
	s.mu.Lock()
	defer s.mu.Unlock()
	g := s.games[id]
	msg := lichess.OpponentGone{Type: lichess.TypeOpponentGone, Gone: gone}
	if gone {
		msg.ClaimWinInSeconds = &claimIn
	}
	g.claimable = gone && claimIn == 0
	s.sendGameLocked(g, msg)
	s.changedLocked()
}

// OpponentSays writes a line in the player chat for the opponent.
func (s *Server) OpponentSays(id, text string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g := s.games[id]
	s.sendGameLocked(g, lichess.ChatLine{Type: lichess.TypeChatLine, Room: "player", Username: g.spec.Opponent.Name, Text: text})
	s.changedLocked()
}

// DropGame ends the game's open streams: cut drops the connections as a
// network would, otherwise the server closes them mid-game.
func (s *Server) DropGame(id string, cut bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g := s.games[id]
	for _, c := range g.streams {
		if cut {
			c.cut()
		} else {
			c.close()
		}
	}
	g.streams = nil
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
