package lichess

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/anna-chess/anna/rules"
)

// Header is the PGN header of an online game, its tags as lichess writes
// them in its own exports, so that the scoresheet anna keeps reads like
// the one the player downloads from lichess: Event "Rated rapid game"
// (Casual, or the tournament), Site the game's address on the server at
// base, Date the UTC day it was created, Round "-", the players' names
// (lichess's AI as "lichess AI level N"), then WhiteElo and BlackElo ("?"
// for none), the titles, and TimeControl "-" for a correspondence or
// unlimited game. A game with a clock gets its TimeControl ("900+10") from
// the session that keeps the clock. The game's PGN adds Variant, SetUp and FEN for Chess960 and a
// game from a position.
func Header(f GameFull, base string) rules.Header {
	base = strings.TrimRight(base, "/")
	h := rules.Header{Event: event(f, base), Site: base + "/" + f.ID, Round: "-",
		White: playerName(f.White), Black: playerName(f.Black)}
	if f.CreatedAt > 0 {
		h.Date = time.UnixMilli(f.CreatedAt).UTC().Format("2006.01.02")
	}
	h.Extra = append(h.Extra, [2]string{"WhiteElo", elo(f.White)}, [2]string{"BlackElo", elo(f.Black)})
	if t := title(f.White); t != "" {
		h.Extra = append(h.Extra, [2]string{"WhiteTitle", t})
	}
	if t := title(f.Black); t != "" {
		h.Extra = append(h.Extra, [2]string{"BlackTitle", t})
	}
	if f.Clock == nil || f.DaysPerTurn > 0 {
		// A clock's TimeControl is written by the session, which keeps
		// the clock (session.Config.TimeControl); a game without one has
		// "-", as lichess writes it.
		h.Extra = append(h.Extra, [2]string{"TimeControl", "-"})
	}
	return h
}

// event is lichess's Event: "Rated rapid game", "Casual chess960 game",
// or "Rated blitz tournament https://lichess.org/tournament/ID".
func event(f GameFull, base string) string {
	mode := "Casual"
	if f.Rated {
		mode = "Rated"
	}
	perf := strings.ToLower(f.Perf.Name)
	if perf == "" {
		perf = strings.ToLower(f.Speed)
	}
	if f.Tournament != "" {
		return fmt.Sprintf("%s %s tournament %s/tournament/%s", mode, perf, base, f.Tournament)
	}
	return fmt.Sprintf("%s %s game", mode, perf)
}

func playerName(p GamePlayer) string {
	if p.AILevel > 0 {
		return "lichess AI level " + strconv.Itoa(p.AILevel)
	}
	return p.Name
}

func elo(p GamePlayer) string {
	if p.Rating <= 0 {
		return "?"
	}
	return strconv.Itoa(p.Rating)
}

func title(p GamePlayer) string {
	if p.Title == nil {
		return ""
	}
	return *p.Title
}
