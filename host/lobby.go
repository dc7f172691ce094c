package host

import (
	"errors"
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
	in.Prompt = t.Book().LobbyPrompt()
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

// choose tries to seat the player. Seats are named in English or in the
// host's language ("crni", "gledam").
func (l *lobby) choose(name string) {
	book := l.table.Book()
	seat, ok := session.ParseSeat(book.Canonical(name))
	if !ok || seat == session.NoSeat {
		l.note = book.NotASeat(name).Text()
		return
	}
	c, err := l.table.Sit(seat)
	switch {
	case errors.Is(err, table.ErrTaken):
		l.note = book.SeatTaken(seat.String()).Text()
		return
	case errors.Is(err, table.ErrNoSeat):
		l.note = book.NoSuchSeat(seat.String()).Text()
		return
	case err != nil:
		l.note = book.TableClosed().Text()
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
	text := l.table.Book().LobbyWelcome(free).Text() + "\n"
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

// welcome is a seated player's first line, in the host's language.
func welcome(t *table.Table, seat session.Seat) string {
	return t.Book().SeatedAt(seat.String()).Text()
}
