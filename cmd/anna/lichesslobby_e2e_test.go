package main

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/lichess/lichesstest"
)

// TestLichessSeek: a blitz seek is refused with the reason and nothing is
// sent; a rated 15+10 seek waits until an opponent is found, and the game
// is announced.
func TestLichessSeek(t *testing.T) {
	srv := lichesstest.New(t)
	a := startLichess(t, srv, nil, "--seek", "5+3")
	a.expect("Signed in to lichess as Bobby.")
	a.expect("lichess finds opponents for programs such as anna in rapid, classical and correspondence games only, and 5+3 is blitz")
	if n := len(srv.Seeks()); n != 0 {
		t.Errorf("a blitz seek was posted")
	}
	srv.WaitEvents(1)
	a.typeLine("seek 15+10 rated")
	a.expect("Seeking a game, rated, 15+10.")
	form := srv.WaitSeek()
	if form["time"] != "15" || form["increment"] != "10" || form["rated"] != "true" {
		t.Errorf("the seek: %v", form)
	}
	srv.PairSeek(aaron, "black")
	a.expect("Game against Aaron (1776), rated, 15+10: you play Black.")
	a.expect("New game. 1. White to move") // played here, at the keyboard
}

// TestLichessQuitWithdrawsSeek: quit while waiting withdraws the seek and
// leaves anna.
func TestLichessQuitWithdrawsSeek(t *testing.T) {
	srv := lichesstest.New(t)
	a := startLichess(t, srv, nil, "--seek", "10+0")
	a.expect("Seeking a game, casual, 10+0.")
	srv.WaitSeek()
	a.typeLine("quit")
	a.expect("Leaving lichess. Goodbye.")
	if code := a.wait(); code != 0 {
		t.Errorf("status %d", code)
	}
	srv.WaitFor("the seek withdrawn", 10*time.Second, func() bool { return true })
	deadline := time.Now().Add(10 * time.Second)
	for len(srv.Seeks()) > 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := len(srv.Seeks()); n != 0 {
		t.Errorf("%d seeks open after quit", n)
	}
}

// TestLichessIncomingChallenge: a challenge is announced with the
// challenger's name and rating, rated or casual, and the clock; decline
// declines it, accept starts the game; a challenge withdrawn is said.
func TestLichessIncomingChallenge(t *testing.T) {
	srv := lichesstest.New(t)
	a := startLichess(t, srv, nil)
	a.expect("Type seek and a time control")
	srv.WaitEvents(1)
	first := srv.ChallengePlayer(lichesstest.Player{ID: "carla", Name: "Carla", Rating: 1502}, 10*time.Minute, 0, false)
	a.expect("Challenge from Carla (1502), casual, 10+0: type accept or decline.")
	a.typeLine("decline")
	srv.WaitFor("the decline", 10*time.Second, func() bool { return true })
	waitStatus(t, srv, first, "declined")
	gone := srv.ChallengePlayer(lichesstest.Player{ID: "dora", Name: "Dora", Rating: 1400}, 30*time.Minute, 0, true)
	a.expect("Challenge from Dora (1400), rated, 30+0: type accept or decline.")
	srv.CancelChallenge(gone)
	a.expect("Dora has withdrawn the challenge.")
	id := srv.ChallengePlayer(aaron, 15*time.Minute, 10*time.Second, true)
	a.expect("Challenge from Aaron (1776), rated, 15+10: type accept or decline.")
	a.typeLine("accept")
	a.expect("Game against Aaron (1776), rated, 15+10: you play White.")
	waitStatus(t, srv, id, "accepted")
}

func waitStatus(t *testing.T, srv *lichesstest.Server, id, want string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for srv.ChallengeStatus(id) != want && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if got := srv.ChallengeStatus(id); got != want {
		t.Errorf("challenge %s is %s, want %s", id, got, want)
	}
}

// TestLichessChallengeUser: the player's challenge waits for the answer;
// declined is said, accepted starts the game.
func TestLichessChallengeUser(t *testing.T) {
	srv := lichesstest.New(t)
	srv.AddUser(aaron)
	a := startLichess(t, srv, nil, "--challenge", "Nobody", "--seek", "15+10", "--rated")
	a.expect("The challenge to Nobody could not be made: No such user: Nobody")
	a.typeLine("challenge Aaron")
	a.expect("Challenge to Aaron, rated, 15+10: waiting for the answer; quit withdraws it.")
	ch := srv.WaitChallenge("Aaron")
	srv.AnswerChallenge(ch.ID, false)
	a.expect("Aaron declined your challenge.")
	a.typeLine("challenge Aaron 20+5 casual")
	a.expect("Challenge to Aaron, casual, 20+5: waiting for the answer")
	ch = srv.WaitChallenge("Aaron")
	if ch.Rated || ch.TimeControl.Limit != 1200 || ch.TimeControl.Increment != 5 {
		t.Errorf("the second challenge: %+v", ch)
	}
	srv.AnswerChallenge(ch.ID, true)
	a.expect("Game against Aaron (1776), casual, 20+5: you play White.")
	declined := 0
	for _, l := range a.all() {
		if strings.Contains(l, "declined your challenge") {
			declined++
		}
	}
	if declined != 1 {
		t.Errorf("the refusal was said %d times, want once (it comes on the challenge's stream and the event stream)", declined)
	}
}

// TestLichessRunningGame: a game running when anna starts is offered, and
// resume plays it.
func TestLichessRunningGame(t *testing.T) {
	srv := lichesstest.New(t)
	srv.StartGame(lichesstest.GameSpec{Color: "black", Opponent: aaron, Limit: 15 * time.Minute, Inc: 10 * time.Second, Rated: true})
	a := startLichess(t, srv, nil)
	a.expect("Your game against Aaron (1776) is running: type resume to play it.")
	a.typeLine("resume")
	a.expect("Game against Aaron (1776), rated, 15+10: you play Black.")
}

// TestLichessNetwork: a 429 is waited out as lichess asks, and said; a
// dropped event stream is said, reopened, and said again when it is back.
func TestLichessNetwork(t *testing.T) {
	srv := lichesstest.New(t)
	srv.Fail("/api/account", http.StatusTooManyRequests, 1, 1)
	srv.Fail("/api/stream/event", http.StatusTooManyRequests, 1, 2)
	a := startLichess(t, srv, nil)
	a.expect("lichess asks anna to wait: trying again in 1 second.")
	a.expect("Signed in to lichess as Bobby.")
	a.expect("lichess asks anna to wait: trying again in 2 seconds.")
	srv.WaitEvents(1)
	srv.DropEvents()
	a.expect("The connection to lichess is lost; trying again in 1 second.")
	a.expect("Connected to lichess again.")
	srv.WaitEvents(2)
	srv.ChallengePlayer(aaron, 15*time.Minute, 10*time.Second, true)
	a.expect("Challenge from Aaron (1776), rated, 15+10")
}

// TestLichessResumeSaysTheMovesMissed: the opponent's move made while the
// player was in the lobby is said when the game is resumed, before the
// opening and the turn it made; the moves heard before are not said again.
func TestLichessResumeSaysTheMovesMissed(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := seekGame(t, srv, "black")
	said := func(what string) int { return strings.Count(strings.Join(a.all(), "\n"), what) }
	srv.OpponentMove(id, "e2e4")
	a.expect("Bauer Eva vier")
	a.play(srv, id, "e5", "e7e5")
	srv.OpponentMove(id, "g1f3")
	a.expect("Springer Felix drei")
	a.play(srv, id, "Sc6", "b8c6")
	a.typeLine("quit")
	a.expect("Your game against Aaron (1776) is running: type resume to play it.")
	before := said("Springer Cesar sechs")
	srv.OpponentMove(id, "d2d4")
	a.typeLine("resume")
	a.expect("Bauer David vier") // the move missed, then the turn it made (said the other way round before)
	a.expect("The match is resumed. 3. Black to move")
	if n := said("Springer Cesar sechs"); n != before {
		t.Errorf("2... Nc6, heard before, said again at the resume (%d times, %d before)", n, before)
	}
	a.leave()
}
