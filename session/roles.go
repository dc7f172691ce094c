package session

import (
	"strings"

	"github.com/anna-chess/anna/rules"
)

// Roles are the parts a terminal plays at the table, and so what it may
// do: the arbiter's powers, White's and Black's own play, the assistant's
// help for the visually disabled player it assists (D.2.10), a spectator's
// questions. A terminal holds one or more: the host's own terminal is its
// player's seat and, by default, the arbiter's too; one terminal acting
// for everybody holds them all. The command table (commands.go) says which
// roles may run each command.
type Roles uint8

const (
	ArbiterRole Roles = 1 << iota
	WhiteRole
	BlackRole
	AssistantRole
	SpectatorRole

	// Players act for their own side; Playing adds the assistant, who
	// acts for the player it assists.
	Players = WhiteRole | BlackRole
	Playing = Players | AssistantRole
	// Everybody: every role (one terminal acting for all).
	Everybody = ArbiterRole | Playing | SpectatorRole
)

// roleOrder is the order roles are named in: the arbiter first.
var roleOrder = []Roles{ArbiterRole, WhiteRole, BlackRole, AssistantRole, SpectatorRole}

// Has reports whether any of r is among the roles.
func (rs Roles) Has(r Roles) bool { return rs&r != 0 }

// Names are the roles in English words (arbiter, white, black, assistant,
// spectator), the arbiter first.
func (rs Roles) Names() []string {
	var names []string
	for _, r := range roleOrder {
		if rs.Has(r) {
			names = append(names, r.name())
		}
	}
	return names
}

func (r Roles) name() string {
	switch r {
	case ArbiterRole:
		return "arbiter"
	case WhiteRole:
		return "white"
	case BlackRole:
		return "black"
	case AssistantRole:
		return "assistant"
	}
	return "spectator"
}

func (rs Roles) String() string { return strings.Join(rs.Names(), "+") }

// Roles are a seat's own: the arbiter's seat the arbiter's powers, a
// player's seat its side's, NoSeat (one terminal acting for everybody)
// every role.
func (s Seat) Roles() Roles {
	switch s {
	case ArbiterSeat:
		return ArbiterRole
	case WhiteSeat:
		return WhiteRole
	case BlackSeat:
		return BlackRole
	case AssistantSeat:
		return AssistantRole
	case SpectatorSeat:
		return SpectatorRole
	}
	return Everybody
}

// roleOf is the role that acts for a colour.
func roleOf(c rules.Color) Roles {
	if c == rules.Black {
		return BlackRole
	}
	return WhiteRole
}

// assisted are the colours the assistant acts for: the visually disabled
// players' (--blind). The assistant never acts for a sighted player.
func (s *Session) assisted(c rules.Color) bool {
	return c != rules.NoColor && s.blind[colorIndex(c)]
}

func colorIndex(c rules.Color) int {
	if c == rules.Black {
		return 1
	}
	return 0
}

// actsFor reports whether the line being read may act for colour c: a
// player for their own side, the assistant for the player it assists,
// one terminal acting for everybody for either.
func (s *Session) actsFor(in *typedLine, c rules.Color) bool {
	switch {
	case in.roles.Has(roleOf(c)):
		return true
	case in.roles.Has(AssistantRole):
		return s.assisted(c)
	}
	return false
}

// arbiter reports whether the line being read has the arbiter's powers.
func (s *Session) arbiter(in *typedLine) bool { return in.roles.Has(ArbiterRole) }

// assistedColors are the colours of the visually disabled players.
func (s *Session) assistedColors() []rules.Color {
	var cs []rules.Color
	for _, c := range []rules.Color{rules.White, rules.Black} {
		if s.assisted(c) {
			cs = append(cs, c)
		}
	}
	return cs
}
