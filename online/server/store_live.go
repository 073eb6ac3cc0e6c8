package server

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// What several game servers on one NATS share besides the rooms
// (docs/online.md, "Several servers"), in two more key-value buckets:
//
//   - kaskade-live: each server's address ("s.ID") and who is connected
//     to it in each room ("p.CODE.ID"), written again every LiveTTL/3;
//     an entry not renewed vanishes after LiveTTL (its server is gone).
//   - kaskade-leases: "lease.CODE" names the one server that plays the
//     room's computers; the holder renews it while it thinks, and another
//     server takes it once it has not been renewed for LeaseTTL.
//
// A bucket's TTL is the age of an entry's last write, so renewing is
// writing again. Nothing here decides a move: a move is a room's
// compare-and-set in its own bucket, whoever makes it.
const (
	LiveBucket  = "kaskade-live"
	LeaseBucket = "kaskade-leases"
	LiveTTL     = 15 * time.Second
	LeaseTTL    = 5 * time.Second
)

// openShared creates or opens the live and lease buckets.
func (s *NATS) openShared(ctx context.Context, js jetstream.JetStream, replicas int) error {
	var err error
	s.live, err = js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
		Bucket: LiveBucket, Description: "Kaskade's game servers and who is connected to each",
		History: 1, TTL: LiveTTL, MaxValueSize: 1 << 16, Storage: jetstream.MemoryStorage, Replicas: max(replicas, 1),
	})
	if err != nil {
		return fmt.Errorf("jetstream bucket %s: %w", LiveBucket, err)
	}
	s.leases, err = js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
		Bucket: LeaseBucket, Description: "which Kaskade game server plays each room's computers",
		History: 1, TTL: LeaseTTL, MaxValueSize: 256, Storage: jetstream.MemoryStorage, Replicas: max(replicas, 1),
	})
	if err != nil {
		return fmt.Errorf("jetstream bucket %s: %w", LeaseBucket, err)
	}
	return nil
}

// PutLive writes key in the live bucket, or deletes it when data is nil.
func (s *NATS) PutLive(ctx context.Context, key string, data []byte) error {
	if data == nil {
		err := s.live.Delete(ctx, key)
		if errors.Is(err, jetstream.ErrKeyNotFound) {
			return nil
		}
		return err
	}
	_, err := s.live.Put(ctx, key, data)
	return err
}

// WatchLive calls fn with every entry of the live bucket there is and
// then with every change, until ctx ends; data is nil for a deleted key.
func (s *NATS) WatchLive(ctx context.Context, fn func(key string, data []byte)) error {
	w, err := s.live.WatchAll(ctx)
	if err != nil {
		return err
	}
	go func() {
		for w != nil {
			for e := range w.Updates() {
				switch {
				case e == nil: // the end of the entries there were
				case e.Operation() == jetstream.KeyValuePut:
					fn(e.Key(), e.Value())
				default:
					fn(e.Key(), nil)
				}
			}
			w.Stop()
			w = rewatch(ctx, func() (jetstream.KeyWatcher, error) { return s.live.WatchAll(ctx) })
		}
	}()
	return nil
}

// TakeLease makes holder the player of code's computers, or renews its
// lease: false when another server holds it.
func (s *NATS) TakeLease(ctx context.Context, code, holder string) (bool, error) {
	k := "lease." + code
	e, err := s.leases.Get(ctx, k)
	switch {
	case errors.Is(err, jetstream.ErrKeyNotFound):
		_, err = s.leases.Create(ctx, k, []byte(holder))
	case err != nil:
		return false, err
	case string(e.Value()) != holder:
		return false, nil
	default:
		_, err = s.leases.Update(ctx, k, []byte(holder), e.Revision())
	}
	if isCASFailure(err) {
		return false, nil // another server was quicker
	}
	return err == nil, err
}

// DropLease gives up holder's lease of code, if it holds it.
func (s *NATS) DropLease(ctx context.Context, code, holder string) error {
	k := "lease." + code
	e, err := s.leases.Get(ctx, k)
	if errors.Is(err, jetstream.ErrKeyNotFound) || (err == nil && string(e.Value()) != holder) {
		return nil
	}
	if err != nil {
		return err
	}
	err = s.leases.Delete(ctx, k, jetstream.LastRevision(e.Revision()))
	if isCASFailure(err) {
		return nil
	}
	return err
}

// isCASFailure reports whether err is a compare-and-set that found
// another revision (or a key that exists already). A replicated bucket
// answers with another code than a single one.
func isCASFailure(err error) bool {
	var apiErr *jetstream.APIError
	return errors.Is(err, jetstream.ErrKeyExists) ||
		(errors.As(err, &apiErr) && (apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
			apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant))
}

// Live keys: a server's address and its presence in a room.
func serverKey(id string) string         { return "s." + id }
func presenceKey(code, id string) string { return "p." + code + "." + id }

// parseLiveKey splits a live key into the room code ("" for a server's
// address) and the server's id.
func parseLiveKey(key string) (code, id string, ok bool) {
	parts := strings.Split(key, ".")
	switch {
	case len(parts) == 2 && parts[0] == "s":
		return "", parts[1], true
	case len(parts) == 3 && parts[0] == "p":
		return parts[1], parts[2], true
	}
	return "", "", false
}
