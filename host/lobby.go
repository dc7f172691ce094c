package host

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
)

// lobby seats a player who has given the join code: the seat named on the
// ssh command line, or the one typed at its prompt.
type lobby struct {
	table *table.Table
	log   func(string)
	input textinput.Model
	note  string // why the last choice did not work

	mu     sync.Mutex
	client *table.Client
}

func newLobby(t *table.Table, seat string, log func(string)) *lobby {
	in := textinput.New()
	in.SetStyles(textinput.Styles{})
	in.SetVirtualCursor(false)
	in.Prompt = "Seat: "
	in.Focus()
	l := &lobby{table: t, log: log, input: in}
	if seat != "" {
		l.choose(seat)
	}
	return l
}

// seated is the client once the player has a seat.
func (l *lobby) seated() *table.Client {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.client
}

// choose tries to seat the player.
func (l *lobby) choose(name string) {
	seat, ok := session.ParseSeat(name)
	if !ok || seat == session.NoSeat {
		l.note = fmt.Sprintf("%q is not a seat.", name)
		return
	}
	c, err := l.table.Sit(seat)
	switch {
	case errors.Is(err, table.ErrTaken):
		l.note = fmt.Sprintf("The %s seat is taken; you may watch.", seat)
		return
	case errors.Is(err, table.ErrNoSeat):
		l.note = fmt.Sprintf("This match has no %s seat (the host starts it with --assistant).", seat)
		return
	case err != nil:
		l.note = "The match has ended; the table is closed."
		return
	}
	l.mu.Lock()
	l.client = c
	l.mu.Unlock()
	l.log("took the " + seat.String() + " seat")
}

func (l *lobby) Init() tea.Cmd { return nil }

func (l *lobby) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if key, ok := msg.(tea.KeyPressMsg); ok {
		switch key.String() {
		case "ctrl+c", "ctrl+d":
			return l, tea.Quit
		case "enter":
			l.choose(strings.TrimSpace(l.input.Value()))
			l.input.Reset()
			if l.seated() != nil {
				return l, tea.Quit // the seat's own view takes over
			}
			return l, nil
		}
	}
	var cmd tea.Cmd
	l.input, cmd = l.input.Update(msg)
	return l, cmd
}

func (l *lobby) View() tea.View {
	if l.seated() != nil {
		return tea.NewView("")
	}
	var free []string
	for _, s := range l.table.Free() {
		free = append(free, s.String())
	}
	text := "Welcome to anna. Free seats: " + strings.Join(free, ", ") + ". Type one, or watch.\n"
	if len(free) == 0 {
		text = "Welcome to anna. Both players are seated: type watch to watch.\n"
	}
	if l.note != "" {
		text += l.note + "\n"
	}
	in := l.input
	v := tea.NewView(text + in.View())
	if c := in.Cursor(); c != nil {
		c.Y += strings.Count(text, "\n")
		v.Cursor = c
	}
	return v
}

// welcome is a seated player's first line.
func welcome(seat session.Seat) string {
	if seat == session.SpectatorSeat {
		return "You are watching. Type help for what you may ask."
	}
	return "You sit at the " + seat.String() + " seat. Type help for the commands."
}
