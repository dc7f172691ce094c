package host

import (
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/table/tabletest"
	"github.com/anna-chess/anna/words"
)

// BenchmarkMoveToFourJoiners is a move on its way to four seats in four
// languages (issue 35): typed at the table, which says its events in each
// seat's words; written as anna-events lines for each seat (eventLines);
// read at each joiner and said there in its own words, as join's reader
// does. bytes/move is what the four seats' lines of one move weigh on the
// wire. Each table plays a knight out and back, twelve plies, before a
// new one takes its place (never a fivefold repetition).
//
// words is the part of it that is words alone: the events of one move
// (the second, Black's knight out), as the table gave them to the four
// seats, said in each seat's words at the table (its lines and its
// prompt), written, read at the joiner and said there.
func BenchmarkMoveToFourJoiners(b *testing.B) {
	b.Run("table", moveToFourJoiners)
	b.Run("words", moveWordsToFourJoiners)
}

var (
	benchLangs = []speech.Lang{speech.EN, speech.DE, speech.HR, speech.SL}
	benchSeats = []session.Seat{session.WhiteSeat, session.BlackSeat, session.SpectatorSeat, session.SpectatorSeat}
)

func moveToFourJoiners(b *testing.B) {
	langs, seats := benchLangs, benchSeats
	moves := []string{"Nf3", "Nf6", "Ng1", "Ng8"}
	plies := 12
	if testing.Short() {
		plies = 4
	}
	var tb *table.Table
	var clients []*table.Client
	var wired int
	ply := plies
	for i := 0; i < b.N; i++ {
		if ply == plies {
			b.StopTimer()
			tb, clients = fourSeats(b, langs, seats)
			ply = 0
			b.StartTimer()
		}
		mover := clients[ply%2]
		mover.Do(moves[ply%len(moves)])
		ply++
		for j, c := range clients {
			out, _ := eventLines(c.Take())
			wired += len(out)
			if n := joinerSays(b, out, c.Book()); n == 0 {
				b.Fatalf("seat %d in %s heard nothing", j, langs[j])
			}
		}
		if ply == plies {
			tb.Close()
		}
	}
	b.ReportMetric(float64(wired)/float64(b.N), "bytes/move")
}

func moveWordsToFourJoiners(b *testing.B) {
	tb, clients := fourSeats(b, benchLangs, benchSeats)
	defer tb.Close()
	clients[0].Do("Nf3")
	for _, c := range clients {
		c.Take()
	}
	clients[1].Do("Nf6")
	evs := make([][]table.Event, len(clients))
	for i, c := range clients {
		evs[i] = c.Take()
	}
	wired := 0
	for b.Loop() {
		for i, c := range clients {
			book := c.Book()
			for _, e := range evs[i] {
				for _, o := range e.Said {
					o.In(book)
				}
				book.Say(e.Picture.PromptEvent)
			}
			out, _ := eventLines(evs[i])
			wired += len(out)
			if n := joinerSays(b, out, book); n == 0 {
				b.Fatalf("seat %d in %s heard nothing", i, benchLangs[i])
			}
		}
	}
	b.ReportMetric(float64(wired)/float64(b.N), "bytes/move")
}

// fourSeats is a table with its four seats taken, each in its language,
// the game started and its first lines taken.
func fourSeats(b *testing.B, langs []speech.Lang, seats []session.Seat) (*table.Table, []*table.Client) {
	sess, err := session.New(session.Config{})
	if err != nil {
		b.Fatal(err)
	}
	tb := table.New(sess, &tabletest.Store{})
	var clients []*table.Client
	for i, seat := range seats {
		c, err := tb.SitIn(speech.Phrasebook{Lang: langs[i]}, seat, seat.Roles())
		if err != nil {
			b.Fatal(err)
		}
		clients = append(clients, c)
	}
	tb.Start()
	for _, c := range clients {
		c.Take()
	}
	return tb, clients
}

// joinerSays reads the lines as anna join's reader does and says their
// events and prompts in the joiner's words; it counts the lines said.
func joinerSays(b *testing.B, out string, book speech.Phrasebook) int {
	said := 0
	for line := range strings.Lines(out) {
		kind, fields := wire.Split(line)
		written := ""
		switch kind {
		case wire.KindEvent:
			written = fields[0]
		case wire.KindPrompt:
			p, err := wire.ParsePrompt(fields)
			if err != nil {
				b.Fatal(err)
			}
			written = p.Event
		case wire.KindPicture:
			if _, err := wire.ParsePicture(fields); err != nil {
				b.Fatal(err)
			}
			continue
		default:
			continue
		}
		e, err := words.Decode([]byte(written))
		if err != nil {
			b.Fatal(err)
		}
		lines := session.Lines(e, book)
		said += len(lines)
	}
	return said
}
